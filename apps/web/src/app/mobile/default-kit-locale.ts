/**
 * Stands in for antd-mobile's built-in default locale (zh-CN, vite.config.ts), which would otherwise
 * ride in the first page for every language. No component that reads the locale shows before the
 * user's locale is in: the home page uses none, every other page and the toasts wait for it
 * (mobile-pages.ts, mobile-kit.tsx), and mobile-kit.tsx then makes it the default too.
 */
export default {};
