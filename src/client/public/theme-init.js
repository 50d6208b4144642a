// Applies the saved theme before first paint so a dark-theme user never sees a light flash.
// A separate file, not an inline script, because the server's CSP allows scripts from 'self' only.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
  // The display settings (features/settings/utils/display-classes.ts), for the same reason.
  if (localStorage.getItem('display-compact') === 'true') document.documentElement.classList.add('compact');
  if (localStorage.getItem('display-high-contrast') === 'true') document.documentElement.classList.add('high-contrast');
} catch {
  // Storage blocked: keep the default light theme.
}
