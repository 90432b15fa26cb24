import { useState } from 'react';
import { Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserApi } from '../../api/currentUserApi';
import { formatDate } from '../../../contract/rules/format';

export default function LoginLogTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const q = useQuery({ queryKey: ['profile', 'loginLog', page], queryFn: async () => (await currentUserApi.loginLog(page)).data });
  return (
    <Table
      rowKey="id"
      size="small"
      loading={q.isLoading}
      dataSource={q.data?.list ?? []}
      data-testid="profile-login-log"
      columns={[
        { title: t('profile.loginTime'), dataIndex: 'creatorTime', width: 170, render: (v: number) => formatDate(v, 'YYYY-MM-DD HH:mm:ss') },
        { title: t('profile.ip'), dataIndex: 'ipaddress', width: 140 },
        { title: t('profile.place'), dataIndex: 'ipAddressName', width: 140 },
        { title: t('profile.browser'), dataIndex: 'platForm', ellipsis: true },
        { title: t('profile.summary'), dataIndex: 'abstracts', width: 120 },
      ]}
      pagination={{
        current: page.currentPage,
        pageSize: page.pageSize,
        total: q.data?.pagination.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 500],
        showTotal: (n) => `${n}`,
        onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
      }}
    />
  );
}
