import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, App as AntApp, Button, Result, Space, Spin } from 'antd';
import { useApp } from '../../stores/app';
import { designApi, type DesignEntity } from './api';
import { designerTx } from './texts';
import Designer from './Designer';

// The designer's full-screen route (/onlineDev/designer/:id): loads the page, offers its server-side
// draft when there is one, and returns to the list it came from.

export default function DesignerPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const phone = search.get('device') === 'phone';
  const navigate = useNavigate();
  const lang = useApp((s) => s.language);
  const tx = designerTx(lang);
  const [entity, setEntity] = useState<DesignEntity | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [useDraft, setUseDraft] = useState<boolean | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    designApi.get(id).then(
      (e) => {
        setEntity(e);
        setUseDraft(e.draft?.pageSchema ? null : false);
        setRound((n) => n + 1);
      },
      () => setFailed(true),
    );
  }, [id]);
  useEffect(load, [load]);

  const back = useCallback(() => navigate(phone ? '/onlineDev/appDesign' : '/onlineDev/webDesign'), [navigate, phone]);

  if (failed) return <Result status="warning" title={tx('empty')} extra={<Button onClick={back}>{tx('back')}</Button>} />;
  if (!entity) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (useDraft === null && entity.draft) {
    const when = entity.draft.savedTime ? new Date(entity.draft.savedTime).toLocaleString() : '';
    return (
      <div style={{ maxWidth: 560, margin: '20vh auto' }}>
        <Alert
          type="info"
          showIcon
          title={tx('draftFound', { time: when })}
          action={
            <Space direction="vertical">
              <Button type="primary" onClick={() => setUseDraft(true)}>
                {tx('draftLoad')}
              </Button>
              <Button
                onClick={() => {
                  void designApi.discardDraft(entity.id).catch(() => undefined);
                  setUseDraft(false);
                }}
              >
                {tx('draftDiscard')}
              </Button>
            </Space>
          }
        />
      </div>
    );
  }
  const shown = useDraft && entity.draft ? { ...entity, pageSchema: entity.draft.pageSchema } : entity;
  return (
    <AntApp>
      <Designer key={`${round}-${useDraft ? 'd' : 's'}`} entity={shown} lang={lang} phone={phone} onLeave={back} onReload={load} stored={useDraft && entity.draft ? entity.pageSchema : undefined} />
    </AntApp>
  );
}
