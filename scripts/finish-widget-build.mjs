// After `vite build`: writes the classic loader dist/widget/booking-form.js (served at /booking-form.js)
// that imports the hashed ES entry, writes .gz and .br siblings of every .js/.json/.css file for the
// server's precompressed static serving, and prints what a visitor downloads.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SKELETON_BUILDER, SKELETON_CSS, SKELETON_HOST_CSS } from '../src/app/skeleton.ts';
import { BUDGETS, bundleReport, kb } from './bundle-report.mjs';

const DIST = 'dist/widget';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('finish-widget-build: the manifest names no entry chunk');

// A classic script (so `<script async src>` works everywhere) that imports the ES entry relative to
// its own URL: the loader lives at /booking-form.js, the chunks at /widget/assets/ on the same origin.
// document.currentScript is set while a classic script (async included) first runs. No global is
// left behind: a second copy of the tag imports the same URL, which the module map already holds,
// and the entry defines the element only once.
// Before the chunks arrive, each element already in the page gets its shadow root with the skeleton
// (src/app/skeleton.ts): the host page keeps the widget's place from the first paint, and the element
// takes that shadow root over when it is defined. Its <style> carries the element's nonce (strict CSP).
// Should the entry fail to load, the skeleton goes: an empty element is better than a grey block.
// No HTML string is parsed (the skeleton is built node by node): a page enforcing Trusted Types allows it.
const skeleton = `var k=${JSON.stringify(SKELETON_HOST_CSS + SKELETON_CSS)},m=${SKELETON_BUILDER},p=function(){customElements.get("booking-form")||document.querySelectorAll("booking-form").forEach(function(e){if(!e.shadowRoot)try{var r=e.attachShadow({mode:"open"}),t=document.createElement("style");t.nonce=e.nonce||e.getAttribute("nonce")||"";t.textContent=k;r.append(t);t.setAttribute("data-bf-loader","");m(r).setAttribute("data-bf-loader","")}catch(x){}})};p();`;
// The widget's code costs the host page nothing until it is needed (issue 19): once the page is parsed,
// it loads when an element comes within LAZY_MARGIN of the viewport, and then in the browser's idle
// time (at most IDLE_TIMEOUT_MS later), so the host page's own start-up runs first. `loading="eager"`
// on any element loads it at once; so does a page without IntersectionObserver, and a page without an
// element yet (an app that adds one later gets it defined, as before, in idle time).
const LAZY_MARGIN = '200px';
const IDLE_TIMEOUT_MS = 2000;
const schedule = `var g=0,l=function(){g||(g=1,import(u).catch(e=>{console.error("booking-form: could not load "+u,e);document.querySelectorAll("booking-form").forEach(function(f){f.shadowRoot&&f.shadowRoot.querySelectorAll("[data-bf-loader]").forEach(function(n){n.remove()})})}))},i=function(){window.requestIdleCallback?requestIdleCallback(l,{timeout:${IDLE_TIMEOUT_MS}}):setTimeout(l,1)},d=function(){p();var a=document.querySelectorAll("booking-form");if(!a.length||!window.IntersectionObserver)return i();for(var j=0;j<a.length;j++)if(a[j].getAttribute("loading")==="eager")return l();var o=new IntersectionObserver(function(n){n.some(function(x){return x.isIntersecting})&&(o.disconnect(),i())},{rootMargin:${JSON.stringify(LAZY_MARGIN)}});a.forEach(function(e){o.observe(e)})};document.readyState==="loading"?document.addEventListener("DOMContentLoaded",d,{once:!0}):d();`;
const loader = `(()=>{var s=document.currentScript,u=new URL(${JSON.stringify(`./widget/${entry.file}`)},s&&s.src||location.href).href;${skeleton}${schedule}})();\n`;
writeFileSync(join(DIST, 'booking-form.js'), loader);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const compressible = files(DIST).filter((path) => /\.(js|json|css)$/.test(path));
for (const path of compressible) {
  const body = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
}

// The figures come from the same report the budget tests and the bench read; the tests enforce them.
const report = bundleReport(DIST);
const row = (label, s, budget) =>
  console.log(
    `${label.padEnd(48)} ${kb(s.raw).padStart(9)} raw ${kb(s.gzip).padStart(9)} gzip ${kb(s.brotli).padStart(9)} br` +
      (budget ? ` ${s.gzip <= budget ? 'within' : 'OVER'} ${kb(budget)}` : ''),
  );
console.log('');
row('loader booking-form.js', report.loader, BUDGETS.loaderGzip);
row('shell: header, wizard frame, one language', report.shell, BUDGETS.shellGzip);
row('step 1 interactive: shell + step 1 + form texts', report.stepOne, BUDGETS.stepOneGzip);
row('whole wizard, one language', report.wizard, BUDGETS.wizardGzip);
row('offer, edit and booking views (link)', report.views, BUDGETS.wizardGzip);
row('payment: panel, countdown, Stripe.js loader, texts', report.payment);
row('integrations: consent + tag manager, error reporter', report.integrations);
console.log(
  `wrote ${relative('.', join(DIST, 'booking-form.js'))} and ${compressible.length * 2} precompressed files`,
);
