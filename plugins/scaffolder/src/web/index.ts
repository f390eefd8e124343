// The plugin as the app composes it; other web plugins use `@atrium/plugin-scaffolder/react`.
export { scaffolderWebPlugin } from './plugin';
