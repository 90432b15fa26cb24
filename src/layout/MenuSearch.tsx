import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../router/buildRoutes';
import { searchableMenus } from '../router/buildRoutes';
import { createMenuSearch } from './menuSearch';
import { useMenuNavigate } from './useMenuNavigate';
import css from './layout.module.css';

export default function MenuSearch({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const go = useMenuNavigate();
  const [query, setQuery] = useState('');
  const leaves = useMemo(() => searchableMenus(menus), [menus]);
  const search = useMemo(() => createMenuSearch(leaves), [leaves]);
  const options = useMemo(() => search(query).map((e) => ({ value: e.path, label: e.title })), [search, query]);

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      value={null}
      className={css.search}
      placeholder={
        <span>
          <SearchOutlined /> {t('nav.search')}
        </span>
      }
      options={options}
      notFoundContent={null}
      suffixIcon={null}
      onChange={(path: string) => {
        const entry = leaves.find((l) => l.path === path);
        setQuery('');
        if (entry) go({ key: path, name: path, title: entry.title, icon: '', kind: entry.kind, path: entry.path, href: entry.href, link: entry.link });
      }}
      data-testid="menu-search"
      aria-label={t('nav.search')}
      popupMatchSelectWidth={320}
    />
  );
}
