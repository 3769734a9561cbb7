import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from './button';

/** The Back (browser history) and Dashboard buttons of the add-item and extra-cost screens (SPEC §2). */
export function BackAndDashboard() {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => navigate(-1)}>
        ← Back
      </Button>
      <Link to="/dashboard" className={buttonClasses('secondary')}>
        Dashboard
      </Link>
    </>
  );
}
