// spec 001 §9, Layout.
export const sidebarClosedWidth = 72;
export const sidebarOpenWidth = 224;
export const sidebarOpenDelayMs = 100;
export const sidebarCloseDelayMs = 0;
export const mobileBarHeight = 56;
export const sidebarItemHeight = 48;
export const submenuWidth = 202;
