import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §9. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 500];

export interface PaginationProps {
  total: number;
  currentPage?: number;
  pageSize?: number;
  onChange: (currentPage: number, pageSize: number) => void;
  disabled?: boolean;
  pageSizeOptions?: number[];
}

/** The list footer: total, sizes, prev, pager, next, jumper (spec §9 layout). */
export default function Pagination({ total, currentPage = 1, pageSize = DEFAULT_PAGE_SIZE, onChange, disabled, pageSizeOptions = PAGE_SIZE_OPTIONS }: PaginationProps) {
  const { t } = useTranslation('widgets');
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 0' }}>
      <AntPagination
        total={total}
        current={currentPage}
        pageSize={pageSize}
        // A page size change goes back to page 1: the old page may no longer exist.
        onChange={(page, size) => onChange(size !== pageSize ? 1 : page, size)}
        showTotal={(n) => t('paginationTotal', { total: n })}
        showSizeChanger
        pageSizeOptions={pageSizeOptions}
        showQuickJumper
        disabled={disabled}
        align="end"
      />
    </div>
  );
}
