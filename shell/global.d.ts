declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

// Invoker commands (HTML: a button's `commandfor` and `command` open and close a dialog with no
// script; Chromium 135, Firefox 144, Safari 26.2). React passes the lowercase attributes through
// as they are; its types do not list them yet.
declare namespace React {
  // Merged into React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
  }
}
