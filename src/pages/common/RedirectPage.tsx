import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import PageSpinner from './PageSpinner';

/** /redirect/<path>: the refresh helper — leaves at once for <path>, which then mounts afresh. */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = '/' + (params['*'] ?? '');
  useEffect(() => {
    navigate(target + search, { replace: true });
  }, [navigate, target, search]);
  return <PageSpinner />;
}
