import { Toaster as Sonner } from 'sonner';

/** Spec section 9: one toast at a time, closing after 5000 ms, focused with F8. */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
