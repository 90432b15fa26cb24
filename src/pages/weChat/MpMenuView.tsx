import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { checkMpMenu, type MenuButton, type MenuKind, type MpMenu } from '../../../contract/weChat/menu';
import { t } from '../../../contract/texts';
import { useMenuButtons } from '../systemData/useMenuButtons';
import { tagStyle } from '../systemData/tagStyle';
import { useWeChatTexts } from './weChatTexts';
import { addSub, addTop, buttonAt, placePath, removeAt, updateAt, type MenuPlace } from './menuEdit';

interface MenuAnswer {
  menu: MpMenu;
  published: boolean;
  publishedAt: number | null;
}

/**
 * 公众号菜单: the menu drawn as a phone shows it (top-level buttons along the bottom, the chosen one's
 * sub-buttons above it), the chosen button's settings beside it, Tencent's limits checked as you type.
 */
export default function MpMenuView() {
  const { env, tx } = useWeChatTexts();
  const { message } = App.useApp();
  const { can } = useMenuButtons('weChat.mpMenu');
  const [menu, setMenu] = useState<MpMenu>({ button: [] });
  const [state, setState] = useState<{ published: boolean; publishedAt: number | null }>({ published: false, publishedAt: null });
  const [dirty, setDirty] = useState(false);
  const [at, setAt] = useState<MenuPlace | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    env.services.request<MenuAnswer>('GET', '/api/WeChat/MpMenu').then((d) => {
      setMenu(d.menu);
      setState({ published: d.published, publishedAt: d.publishedAt });
      setDirty(false);
      setAt(d.menu.button.length ? { top: 0 } : null);
    }, () => undefined);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problems = useMemo(() => checkMpMenu(menu), [menu]);
  const messageAt = (path: string) => {
    const p = problems.find((x) => x.path === path);
    return p ? t(`wxMenu.${p.code}`, { limit: p.limit ?? 0 }).render(env.lang) : undefined;
  };
  const edit = (next: MpMenu, place?: MenuPlace | null) => {
    setMenu(next);
    setDirty(true);
    if (place !== undefined) setAt(place);
  };
  const chosen = at ? buttonAt(menu, at) : null;
  const path = at ? placePath(at) : '';
  const isParent = !!chosen && at?.sub === undefined && !!chosen.sub_button?.length;

  const save = async (publish: boolean) => {
    setBusy(true);
    try {
      if (dirty) await env.services.request('PUT', '/api/WeChat/MpMenu', { button: menu.button });
      if (publish) await env.services.request('POST', '/api/WeChat/MpMenu/Actions/Publish');
      void message.success(publish ? tx('published') : env.t('saved'));
      await load();
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const status =
    state.published && !dirty ? <Tag style={tagStyle('ok')}>{tx('published')}</Tag> : state.publishedAt ? <Tag style={tagStyle('bad')}>{tx('notPublished')}</Tag> : <Tag style={tagStyle('idle')}>{tx('neverPublished')}</Tag>;
  const columns = Math.max(1, menu.button.length + (can('btn_edit') && menu.button.length < 3 ? 1 : 0));
  const kinds: { value: MenuKind; label: string }[] = [
    { value: 'click', label: tx('kindClick') },
    { value: 'view', label: tx('kindView') },
    { value: 'miniprogram', label: tx('kindMiniprogram') },
  ];
  const field = (name: keyof MenuButton, label: string) => (
    <Form.Item label={label} validateStatus={messageAt(`${path}/${name}`) ? 'error' : undefined} help={messageAt(`${path}/${name}`)}>
      <Input aria-label={label} value={String(chosen?.[name] ?? '')} onChange={(e) => at && edit(updateAt(menu, at, { [name]: e.target.value }))} />
    </Form.Item>
  );

  return (
    <Card
      title={tx('menuTitle')}
      extra={
        <Space>
          {status}
          <Button onClick={() => save(false)} disabled={!dirty || !can('btn_edit') || problems.length > 0} loading={busy}>
            {tx('save')}
          </Button>
          <Button type="primary" onClick={() => save(true)} disabled={!can('btn_edit') || problems.length > 0 || !menu.button.length} loading={busy}>
            {tx('publish')}
          </Button>
        </Space>
      }
      data-testid="wechat-menu"
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={tx('limits')} />
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div aria-label={tx('preview')} role="group" style={{ position: 'relative', width: 320, height: 480, border: '1px solid #d9d9d9', borderRadius: 16, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', background: '#f5f5f5', overflow: 'hidden' }}>
          {at && menu.button[at.top] && (
            // Above its top-level button, as WeChat opens it: the bottom bar's columns include the "+" while there is room.
            <div style={{ position: 'absolute', bottom: 56, left: `calc(${(at.top * 100) / columns}% + 4px)`, width: `calc(${100 / columns}% - 8px)`, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
              {(menu.button[at.top].sub_button ?? []).map((s, j) => (
                <Button key={j} type={at.sub === j ? 'primary' : 'default'} style={{ borderRadius: 0 }} onClick={() => setAt({ top: at.top, sub: j })} danger={problems.some((p) => p.path.startsWith(`/button/${at.top}/sub_button/${j}/`))}>
                  {s.name || '…'}
                </Button>
              ))}
              {can('btn_edit') && (menu.button[at.top].sub_button?.length ?? 0) < 5 && (
                <Button type="dashed" block icon={<PlusOutlined />} aria-label={tx('addSub')} style={{ borderRadius: 0 }} onClick={() => { const r = addSub(menu, at.top, tx('name')); if (r) edit(r.menu, r.at); }} />
              )}
            </div>
          )}
          <div style={{ display: 'flex', borderTop: '1px solid #d9d9d9', background: '#fff', height: 48 }}>
            {menu.button.map((b, i) => (
              <Button key={i} type={at?.top === i && at.sub === undefined ? 'primary' : 'text'} style={{ flex: 1, height: '100%', borderRadius: 0 }} onClick={() => setAt({ top: i })} danger={problems.some((p) => p.path === `/button/${i}/name` || p.path.startsWith(`/button/${i}/`))}>
                {b.name || '…'}
              </Button>
            ))}
            {can('btn_edit') && menu.button.length < 3 && (
              <Button type="text" icon={<PlusOutlined />} aria-label={tx('addTop')} style={{ flex: 1, height: '100%' }} onClick={() => { const r = addTop(menu, tx('name')); if (r) edit(r.menu, r.at); }} />
            )}
          </div>
        </div>
        <div style={{ flex: 1, minWidth: 320 }}>
          {!chosen || !at ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('empty')} />
          ) : (
            <Form layout="horizontal" labelCol={{ flex: '140px' }} wrapperCol={{ flex: 'auto' }} disabled={!can('btn_edit')} data-testid="wechat-menu-button">
              {field('name', tx('name'))}
              {isParent ? (
                <Typography.Paragraph type="secondary">{tx('hasSubs')}</Typography.Paragraph>
              ) : (
                <>
                  <Form.Item label={tx('kind')} validateStatus={messageAt(`${path}/type`) ? 'error' : undefined} help={messageAt(`${path}/type`)}>
                    <Select aria-label={tx('kind')} value={chosen.type} options={kinds} onChange={(v: MenuKind) => edit(updateAt(menu, at, { type: v }))} />
                  </Form.Item>
                  {chosen.type === 'click' && field('key', tx('key'))}
                  {(chosen.type === 'view' || chosen.type === 'miniprogram') && field('url', tx('url'))}
                  {chosen.type === 'miniprogram' && field('appid', tx('appid'))}
                  {chosen.type === 'miniprogram' && field('pagepath', tx('pagepath'))}
                </>
              )}
              <Form.Item label=" " colon={false}>
                <Button danger onClick={() => edit(removeAt(menu, at), menu.button.length > 1 || at.sub !== undefined ? { top: Math.max(0, at.sub === undefined ? at.top - 1 : at.top) } : null)}>
                  {tx('remove')}
                </Button>
              </Form.Item>
            </Form>
          )}
          {problems.some((p) => p.path === '/button') && <Alert type="error" showIcon message={messageAt('/button')} />}
        </div>
      </div>
    </Card>
  );
}
