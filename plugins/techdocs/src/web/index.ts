// The plugin as the app composes it; other web plugins use `@atrium/plugin-techdocs/react`.
export { techdocsWebPlugin } from './plugin';
