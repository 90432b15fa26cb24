import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../router/buildRoutes';
import { openExternal } from '../router/openLink';

/** Navigates unless already there (spec §2.2: a duplicate navigation is ignored). */
export function useGo() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (to === location.pathname + location.search || (to === location.pathname && !location.search)) return;
      navigate(to);
    },
    [navigate, location.pathname, location.search],
  );
}

/** What a menu click does for each kind (spec §2.3). */
export function useMenuNavigate() {
  const go = useGo();
  const { t } = useTranslation();
  return useCallback(
    (node: MenuNode) => {
      switch (node.kind) {
        case 'notOpen':
          void message.warning(t('nav.notOpen'));
          return;
        case 'external':
        case 'dataView':
          openExternal(node.href, node.link);
          return;
        case 'directory':
          return;
        default:
          go(node.path);
      }
    },
    [go, t],
  );
}
