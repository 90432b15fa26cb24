import { useEffect, useRef } from 'react';
import { Dropdown } from 'antd';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTagsView, type TagView } from '../stores/tagsView';
import MenuIcon from './MenuIcon';
import css from './layout.module.css';

export default function TagsBar({ showIcon }: { showIcon: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useTagsView((s) => s.visitedViews);
  const store = useTagsView();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Keep the active tag in sight.
    scroller.current?.querySelector(`[data-active="true"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, views.length]);

  const goLast = (remaining: TagView[]) => {
    const last = remaining[remaining.length - 1];
    navigate(last ? last.fullPath : '/home');
  };

  const close = (view: TagView) => {
    if (view.meta.affix) return;
    store.delView(view);
    if (view.path === pathname) goLast(useTagsView.getState().visitedViews);
  };

  const act = (key: string, view: TagView) => {
    if (key === 'refresh') {
      store.delCachedView(view);
      navigate('/redirect' + view.fullPath, { replace: true });
    } else if (key === 'close') close(view);
    else if (key === 'closeOthers') {
      store.delOthersViews(view);
      if (view.path !== pathname) navigate(view.fullPath);
    } else if (key === 'closeAll') {
      store.delAllViews();
      goLast(useTagsView.getState().visitedViews);
    }
  };

  const scroll = (dx: number) => scroller.current?.scrollBy({ left: dx, behavior: 'smooth' });

  return (
    <div className={css.tags} data-testid="tags-bar">
      <button type="button" className={css.tagArrow} onClick={() => scroll(-240)} aria-label="scroll left">
        <LeftOutlined />
      </button>
      <div className={css.tagScroller} ref={scroller} role="tablist" aria-label={t('settings.tagsView')}>
        {views.map((v) => {
          const active = v.path === pathname;
          return (
            <Dropdown
              key={v.path}
              trigger={['contextMenu']}
              menu={{
                items: [
                  { key: 'refresh', label: t('tags.refresh') },
                  { key: 'close', label: t('tags.close'), disabled: !!v.meta.affix },
                  { key: 'closeOthers', label: t('tags.closeOthers') },
                  { key: 'closeAll', label: t('tags.closeAll') },
                ],
                onClick: ({ key }) => act(key, v),
              }}
            >
              <span
                className={`${css.tag} ${active ? css.tagActive : ''}`}
                data-active={active}
                data-testid="tag"
                data-path={v.path}
                onClick={() => !active && navigate(v.fullPath)}
                onKeyDown={(e) => {
                  if ((e.key === 'Enter' || e.key === ' ') && !active) {
                    e.preventDefault();
                    navigate(v.fullPath);
                  }
                }}
                role="tab"
                tabIndex={0}
                aria-selected={active}
              >
                {showIcon && v.meta.icon && (
                  <span className={css.tagIcon}>
                    <MenuIcon name={v.meta.icon} />
                  </span>
                )}
                {v.title}
                {!v.meta.affix && (
                  <CloseOutlined
                    className={css.tagClose}
                    aria-label={t('tags.close')}
                    onClick={(e) => {
                      e.stopPropagation();
                      close(v);
                    }}
                  />
                )}
              </span>
            </Dropdown>
          );
        })}
      </div>
      <button type="button" className={css.tagArrow} onClick={() => scroll(240)} aria-label="scroll right">
        <RightOutlined />
      </button>
    </div>
  );
}
