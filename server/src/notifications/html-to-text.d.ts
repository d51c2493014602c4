// html-to-text ships no types: what render.tsx uses of it.
declare module 'html-to-text' {
  export function compile(options: Record<string, unknown>): (html: string) => string;
}
