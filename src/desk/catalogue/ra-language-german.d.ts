// ra-language-german (3.x) ships no types: its default export is react-admin's message tree.
declare module 'ra-language-german' {
  const messages: Record<string, unknown>;
  export default messages;
}
