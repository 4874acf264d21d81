declare module 'ra-language-spanish' {
  /** The untyped Spanish catalogue of ra-language-spanish 1.0.0 (a nested tree of strings). */
  const messages: { [key: string]: unknown };
  export default messages;
}
