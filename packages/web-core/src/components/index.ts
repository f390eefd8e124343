export * from './CopyTextButton/CopyTextButton';
export * from './ErrorPanel/ErrorPanel';
export * from './Header/Header';
export * from './Link/Link';
export * from './Page/Page';
export * from './Progress/Progress';
export * from './StatusIndicator/StatusIndicator';
export * from './WarningPanel/WarningPanel';
