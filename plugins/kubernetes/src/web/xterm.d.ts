// Vite injects imported style sheets into the page; the module itself exports nothing.
declare module '@xterm/xterm/css/xterm.css';
