import { ChangePasswordForm } from './change-password-form.tsx';
import { SessionsList } from './sessions-list.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

export function SecurityTab() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <ChangePasswordForm />
      <SessionsList />
      <DeleteAccountSection />
    </div>
  );
}
