import { Button, Card, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { fill, useTexts } from '../community/useLang';

const texts = {
  zh: { authorize: '授权已确认', authorizeSub: '「{{app}}」现在可以按您勾选的权限使用本单位的数据，可随时在授权页撤销。', generic: '感谢您的参与', genericSub: '您的操作已完成。', door: '返回入口', home: '进入工作台' },
  zhtw: { authorize: '授權已確認', authorizeSub: '「{{app}}」現在可以按您勾選的權限使用本單位的資料，可隨時在授權頁撤銷。', generic: '感謝您的參與', genericSub: '您的操作已完成。', door: '返回入口', home: '進入工作台' },
  en: { authorize: 'Authorisation confirmed', authorizeSub: '“{{app}}” may now use your organisation’s data as you chose; you can revoke it on the authorisation page at any time.', generic: 'Thank you', genericSub: 'Done.', door: 'Back to the entry', home: 'Open the console' },
};

/** /thankyou: the closing page of a public action (?for=authorize&app=… after /companyAuthorize). */
export default function ThankYouPage() {
  const tx = useTexts(texts);
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.signedIn);
  const app = (params.get('app') ?? '').slice(0, 60);
  const authorize = params.get('for') === 'authorize' && app;
  return (
    <Card style={{ maxWidth: 720, margin: '40px auto' }} data-testid="thankyou-page">
      <Result
        status="success"
        title={authorize ? tx.authorize : tx.generic}
        subTitle={authorize ? fill(tx.authorizeSub, { app }) : tx.genericSub}
        extra={[
          <Link key="door" to="/door"><Button>{tx.door}</Button></Link>,
          signedIn ? <Link key="home" to="/home"><Button type="primary">{tx.home}</Button></Link> : null,
        ]}
      />
    </Card>
  );
}
