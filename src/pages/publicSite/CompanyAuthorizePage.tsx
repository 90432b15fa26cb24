import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Descriptions, Popconfirm, Result, Space, Tag, Typography, message } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { http } from '../../api/client';
import { THIRD_PARTY_SCOPES } from '../../../contract/publicPages/scopes';
import { useSession } from '../../stores/session';
import { fill, formatDay, useLangCode, useTexts } from '../community/useLang';

const texts = {
  zh: {
    asks: '该应用申请以下权限', personal: '个人信息', signIn: '请以本单位管理员身份登录后确认授权', login: '登录后确认', org: '授权单位', confirm: '确认授权', revoke: '撤销授权',
    revokeAsk: '撤销后该应用将不能再使用本单位的数据，确定吗？', revoked: '授权已撤销', current: '已于 {{at}} 由 {{by}} 授权', notAdmin: '只有本单位管理员可以确认或撤销授权，请联系学校管理员。',
    missing: '应用不存在或已停用', vendor: '提供方', homepage: '主页', noApp: '链接中缺少应用标识',
  },
  zhtw: {
    asks: '該應用申請以下權限', personal: '個人資訊', signIn: '請以本單位管理員身分登入後確認授權', login: '登入後確認', org: '授權單位', confirm: '確認授權', revoke: '撤銷授權',
    revokeAsk: '撤銷後該應用將不能再使用本單位的資料，確定嗎？', revoked: '授權已撤銷', current: '已於 {{at}} 由 {{by}} 授權', notAdmin: '只有本單位管理員可以確認或撤銷授權，請聯繫學校管理員。',
    missing: '應用不存在或已停用', vendor: '提供方', homepage: '主頁', noApp: '連結中缺少應用標識',
  },
  en: {
    asks: 'The app asks for', personal: 'personal data', signIn: 'Sign in as an administrator of your organisation to confirm', login: 'Sign in to confirm', org: 'Organisation', confirm: 'Confirm', revoke: 'Revoke',
    revokeAsk: 'The app will no longer use your organisation’s data. Revoke?', revoked: 'Authorisation revoked', current: 'Authorised on {{at}} by {{by}}', notAdmin: 'Only an administrator of your organisation may confirm or revoke. Ask your school’s administrator.',
    missing: 'The app does not exist or is disabled', vendor: 'Vendor', homepage: 'Homepage', noApp: 'The link names no app',
  },
};

interface App { id: string; name: string; vendor: string; description: string; homepage: string; scopes: string[] }
interface State { organizeName: string; mayAuthorize: boolean; authorization: { scopes: string[]; authorizedAt: number; authorizedByName: string } | null }

/** /companyAuthorize?appId=…: an organisation's administrator confirms what a third-party app may use. */
export default function CompanyAuthorizePage() {
  const tx = useTexts(texts);
  const lang = useLangCode();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appId = params.get('appId') ?? params.get('client_id') ?? '';
  const signedIn = useSession((s) => s.signedIn);
  const [app, setApp] = useState<App | null | 'missing'>(null);
  const [state, setState] = useState<State | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    if (!signedIn || !appId) return;
    http.get<State>(`/api/CompanyAuthorize/${encodeURIComponent(appId)}`, undefined, { silent: true }).then((r) => {
      setState(r.data);
      if (r.data.authorization) setChosen(r.data.authorization.scopes);
    }, () => undefined);
  }, [signedIn, appId]);
  useEffect(() => {
    if (!appId) return;
    http.get<App>(`/api/Public/ThirdPartyApp/${encodeURIComponent(appId)}`, undefined, { silent: true }).then(
      (r) => {
        setApp(r.data);
        setChosen((c) => (c.length ? c : r.data.scopes));
      },
      () => setApp('missing'),
    );
    load();
  }, [appId, load]);
  if (!appId) return <Result status="warning" title={tx.noApp} />;
  if (app === null) return <Card loading style={{ maxWidth: 760, margin: '24px auto' }} />;
  if (app === 'missing') return <Result status="404" title={tx.missing} />;
  const scopes = THIRD_PARTY_SCOPES.filter((s) => app.scopes.includes(s.code));
  const confirm = async () => {
    setBusy(true);
    try {
      await http.post(`/api/CompanyAuthorize/${encodeURIComponent(app.id)}`, { scopes: chosen });
      navigate(`/thankyou?for=authorize&app=${encodeURIComponent(app.name)}`);
    } catch {
      setBusy(false);
    }
  };
  const revoke = async () => {
    await http.delete(`/api/CompanyAuthorize/${encodeURIComponent(app.id)}`);
    message.success(tx.revoked);
    load();
  };
  const here = `/companyAuthorize?appId=${encodeURIComponent(app.id)}`;
  return (
    <Card style={{ maxWidth: 760, margin: '24px auto' }} data-testid="company-authorize">
      <Typography.Title level={3}>{app.name}</Typography.Title>
      <Typography.Paragraph>{app.description}</Typography.Paragraph>
      <Descriptions size="small" column={1} items={[
        { key: 'v', label: tx.vendor, children: app.vendor },
        ...(app.homepage ? [{ key: 'h', label: tx.homepage, children: <a href={app.homepage} target="_blank" rel="noreferrer noopener">{app.homepage}</a> }] : []),
        ...(state ? [{ key: 'o', label: tx.org, children: state.organizeName }] : []),
      ]} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{tx.asks}</Typography.Title>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])} disabled={!state?.mayAuthorize} style={{ display: 'block' }}>
        <Space direction="vertical">
          {scopes.map((s) => (
            <Checkbox key={s.code} value={s.code}>
              {s[lang]} {s.personal && <Tag color="orange">{tx.personal}</Tag>}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <div style={{ marginTop: 24 }}>
        {!signedIn && (
          <Alert type="info" showIcon message={tx.signIn} action={<Link to={`/login?redirect=${encodeURIComponent(here)}`}><Button type="primary">{tx.login}</Button></Link>} />
        )}
        {state && !state.mayAuthorize && <Alert type="warning" showIcon message={tx.notAdmin} />}
        {state?.authorization && (
          <Alert style={{ marginBottom: 12 }} type="success" showIcon message={fill(tx.current, { at: formatDay(state.authorization.authorizedAt, lang), by: state.authorization.authorizedByName })} />
        )}
        {state?.mayAuthorize && (
          <Space>
            <Button type="primary" loading={busy} disabled={!chosen.length} onClick={confirm}>{tx.confirm}</Button>
            {state.authorization && (
              <Popconfirm title={tx.revokeAsk} onConfirm={revoke}>
                <Button danger>{tx.revoke}</Button>
              </Popconfirm>
            )}
          </Space>
        )}
      </div>
    </Card>
  );
}
