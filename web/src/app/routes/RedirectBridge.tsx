import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setRedirectHandler } from '../../api/redirect';

/** Lets the API client send a signed-out user to sign in through the router (no page reload). */
export function RedirectBridge() {
  const navigate = useNavigate();
  useEffect(() => setRedirectHandler((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}
