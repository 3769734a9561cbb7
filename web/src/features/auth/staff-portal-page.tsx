import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

/** SPEC §2: a local demo of the approval wait; it makes no call. */
export function StaffPortalPage() {
  const [approved, setApproved] = useState(false);
  const { signOut } = useSession();
  const navigate = useNavigate();

  return (
    <AuthCard title="Staff Portal">
      <p className="text-center text-slate-700">Please wait until admin approves your request.</p>
      {approved && (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-center text-green-800">
          Admin approved. You may start working!
        </p>
      )}
      <div className="mt-6 flex flex-col gap-2">
        <Button
          onClick={() => {
            signOut();
            navigate('/login');
          }}
        >
          Staff Login
        </Button>
        <Button variant="secondary" onClick={() => setApproved(true)}>
          Simulate Admin Approval
        </Button>
      </div>
    </AuthCard>
  );
}
