import { useMemo, useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import { jsonProblems } from './model/jsonCheck';
import type { Tx } from './texts';

// The page as JSON, both ways: it shows the document, and an edited text that passes the meta-schema
// replaces the document in one undo step. Problems are listed at their JSON path.

export function JsonTab({ page, onApply, tx }: { page: PageSchema; onApply: (p: PageSchema) => void; tx: Tx }) {
  const shown = useMemo(() => JSON.stringify(page, null, 2), [page]);
  const [edit, setEdit] = useState<{ base: string; text: string } | null>(null);
  const text = edit && edit.base === shown ? edit.text : shown;
  const check = useMemo(() => jsonProblems(text), [text]);
  return (
    <div className="dz-json" data-testid="designer-json">
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" disabled={!check.page || text === shown} onClick={() => check.page && onApply(check.page)}>
          {tx('jsonApply')}
        </Button>
        {check.syntax ? (
          <Typography.Text type="danger">{tx('jsonInvalid', { msg: check.syntax })}</Typography.Text>
        ) : check.problems.length ? (
          <Typography.Text type="danger">{tx('jsonProblems', { n: check.problems.length })}</Typography.Text>
        ) : (
          <Typography.Text type="success">{tx('jsonOk')}</Typography.Text>
        )}
      </Space>
      {check.problems.length > 0 && (
        <Alert
          type="error"
          data-testid="designer-json-problems"
          style={{ marginBottom: 8 }}
          title={
            <ul className="dz-json-problems">
              {check.problems.slice(0, 30).map((p, i) => (
                <li key={i}>
                  <Typography.Text code>{p.path}</Typography.Text> {p.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Input.TextArea
        aria-label="JSON"
        className="dz-json-text"
        spellCheck={false}
        value={text}
        onChange={(e) => setEdit({ base: shown, text: e.target.value })}
        autoSize={{ minRows: 20, maxRows: 40 }}
      />
    </div>
  );
}
