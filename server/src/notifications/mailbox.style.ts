import { createHash } from 'node:crypto';

// The mailbox pages' one style sheet, inline, allowed by its hash in the Content-Security-Policy: no
// 'unsafe-inline', no script at all. Readable from 390 px (the table becomes cards) to wide screens (the
// HTML and text parts side by side), light and dark.

const css = `
:root{color-scheme:light dark;--bg:#f5f6f8;--fg:#1b1f24;--muted:#59626e;--line:#d9dee4;--card:#fff;--accent:#1d5bb8;--on-accent:#fff;--ok:#17693a;--warn:#8a5300;--bad:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#101316;--fg:#e7eaee;--muted:#a3acb8;--line:#2b3138;--card:#181c20;--accent:#8ab6ff;--on-accent:#0b1a33;--ok:#72d394;--warn:#f2c46b;--bad:#ff938a}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--accent)}
.top{display:flex;flex-wrap:wrap;gap:.15rem 1rem;align-items:baseline;padding:.7rem 1rem;background:var(--card);border-bottom:1px solid var(--line)}
.brand{font-weight:700;font-size:1.1rem;color:var(--fg);text-decoration:none}
.note,.muted,.count,.hint,.who{color:var(--muted)}
.note{font-size:.85rem}
main{max-width:76rem;margin:0 auto;padding:1rem}
.heading{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem}
h1{font-size:1.35rem;line-height:1.3;margin:.25rem 0 .75rem;overflow-wrap:anywhere}
.filter{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0 0 1rem}
.filter label{display:flex;flex-direction:column;gap:.2rem;font-size:.85rem;color:var(--muted);flex:1 1 15rem;max-width:26rem}
input{font:inherit;color:var(--fg);background:var(--card);padding:.45rem .6rem;border:1px solid var(--muted);border-radius:6px}
button,.button{display:inline-block;font:inherit;line-height:1.5;padding:.45rem .9rem;border-radius:6px;border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);text-decoration:none;cursor:pointer}
.button.quiet{background:transparent;color:var(--accent)}
table{width:100%;border-collapse:collapse;background:var(--card);border:1px solid var(--line)}
caption{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
th,td{text-align:left;vertical-align:top;padding:.55rem .75rem;border-bottom:1px solid var(--line)}
th{font-size:.78rem;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
td.time,td.ref{white-space:nowrap}
td.time{color:var(--muted)}
td.to,td.subject{overflow-wrap:anywhere}
td.subject a{font-weight:600;text-decoration:none}
td.subject a:hover,td.subject a:focus{text-decoration:underline}
.who{font-size:.8rem}
.ref,code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.ref{font-size:.85rem}
.clip{font-size:.8rem;color:var(--muted);white-space:nowrap}
.status{display:inline-block;font-size:.8rem;font-weight:600;padding:0 .5rem;border:1px solid currentColor;border-radius:999px;white-space:nowrap}
.status.sent{color:var(--ok)}.status.pending,.status.sending{color:var(--warn)}.status.failed{color:var(--bad)}.status.cancelled{color:var(--muted)}
.error{display:block;font-size:.8rem;color:var(--bad);overflow-wrap:anywhere}
.empty,.notice{background:var(--card);border:1px solid var(--line);padding:1rem}
.pager{display:flex;gap:1rem;justify-content:center;align-items:baseline;margin:1rem 0}
.back{display:inline-block;margin:0 0 .5rem}
dl.headers{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.3rem 1rem;margin:0 0 1rem;padding:.75rem 1rem;background:var(--card);border:1px solid var(--line)}
dt{font-weight:600;color:var(--muted)}
dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}
.parts{display:grid;gap:1rem;margin:0 0 1rem}
section{background:var(--card);border:1px solid var(--line);min-width:0;margin:0 0 1rem}
.parts section{margin:0}
h2{font-size:1rem;margin:0;padding:.55rem 1rem;border-bottom:1px solid var(--line)}
iframe{display:block;width:100%;height:70vh;min-height:22rem;border:0;background:#fff}
.hint{font-size:.8rem;margin:0;padding:.4rem 1rem;border-top:1px solid var(--line)}
pre{margin:0;padding:1rem;font-size:13px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere}
.files{margin:0;padding:.6rem 1rem .6rem 2.2rem;overflow-wrap:anywhere}
.pad{margin:0;padding:.6rem 1rem}
@media (min-width:64rem){.parts{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
@media (max-width:40rem){
main{padding:.75rem}
dl.headers{grid-template-columns:minmax(0,1fr);gap:0}
dd{margin:0 0 .4rem}
thead{display:none}
table,tbody{display:block;border:0;background:none}
tr{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"subject subject" "to to" "time ref" "state state";gap:.2rem .75rem;padding:.7rem .8rem;margin:0 0 .5rem;background:var(--card);border:1px solid var(--line)}
td{display:block;padding:0;border:0}
td.subject{grid-area:subject}td.to{grid-area:to}td.time{grid-area:time}td.ref{grid-area:ref;text-align:right}td.state{grid-area:state}
}
`.trim();

/** The style sheet and its CSP source (`'sha256-…'`). */
export const MAILBOX_STYLE = {
  css,
  source: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
};
