/**
 * The primary colour a host page sets itself (`booking-form { --bf-color-primary: … }`), so the widget
 * derives its shades and the text colours on them from that colour, as it does from the partner's:
 * a light colour from the host otherwise kept white text on it, below WCAG contrast. Read once the
 * styles are in (and again when the partner's theme changes) through a probe coloured with the
 * property, which resolves any CSS colour the host wrote to `rgb(…)`.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { toHex } from '../domain/theme.ts';

/** `rgb(r, g, b)` or `rgba(r, g, b, 1)` as `#rrggbb`; anything else (transparent, invalid) is null. */
export function rgbToHex(value: string): string | null {
  const match = value.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+))?\s*\)$/);
  if (!match) return null;
  if (match[4] !== undefined && Number(match[4]) < 1) return null;
  return toHex({ r: Number(match[1]), g: Number(match[2]), b: Number(match[3]) });
}

/** The host's own primary colour when it differs from `ours` (the partner's), else null. */
export function useHostPrimary(ours: string): {
  probe: RefObject<HTMLSpanElement | null>;
  hostPrimary: string | null;
} {
  const probe = useRef<HTMLSpanElement>(null);
  const [hostPrimary, setHostPrimary] = useState<string | null>(null);
  useEffect(() => {
    // A task after the render: reading a computed style right after React inserted the widget's
    // rules made the browser resolve every style of the shadow tree inside that same long task
    // (~50 ms at 4× CPU slowdown). A task later the styles are resolved for the paint anyway.
    const timer = setTimeout(() => {
      const element = probe.current;
      if (!element) return;
      const style = getComputedStyle(element);
      // No value at all: our styles are not in (yet, or blocked by the page's policy), not a host colour.
      if (!style.getPropertyValue('--bf-color-primary').trim()) return;
      const effective = rgbToHex(style.color);
      setHostPrimary(effective && effective.toLowerCase() !== ours.toLowerCase() ? effective : null);
    }, 0);
    return () => clearTimeout(timer);
  }, [ours]);
  return { probe, hostPrimary };
}
