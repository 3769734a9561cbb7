import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Button, buttonClasses } from './button';
import { SmallIcon } from './icon';

/** A Back button for a screen or a dialog, its arrow an icon (docs/performance.md: fonts). */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={onClick}>
      <SmallIcon name="back" />
      {t('common.back')}
    </Button>
  );
}

/** The Back (browser history) and Dashboard buttons of the add-item and extra-cost screens (SPEC §2). */
export function BackAndDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <BackButton onClick={() => navigate(-1)} />
      <Link to="/dashboard" className={buttonClasses('secondary')}>
        {t('common.dashboard')}
      </Link>
    </>
  );
}
