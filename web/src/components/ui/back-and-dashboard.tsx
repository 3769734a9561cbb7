import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Button, buttonClasses } from './button';
import { BackArrow } from './icon';

/** The Back (browser history) and Dashboard buttons of the add-item and extra-cost screens (SPEC §2). */
export function BackAndDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => navigate(-1)}>
        <BackArrow />
        {t('common.back')}
      </Button>
      <Link to="/dashboard" className={buttonClasses('secondary')}>
        {t('common.dashboard')}
      </Link>
    </>
  );
}
