// Vite's `?raw` imports (the text of a file), used by API tests to read wrangler.toml.
declare module '*?raw' {
  const text: string;
  export default text;
}
