import { Button, Card, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useTexts } from '../community/useLang';
import { useSession } from '../../stores/session';
import { useTicketHandoff } from './ticketHandoff';

const texts = {
  zh: { working: '正在验证登录票据…', failed: '无法进入', noTicket: '链接中没有登录票据', noTicketSub: '请从原系统重新打开链接，或直接登录。', login: '去登录', home: '进入工作台', door: '返回入口' },
  zhtw: { working: '正在驗證登入票據…', failed: '無法進入', noTicket: '連結中沒有登入票據', noTicketSub: '請從原系統重新開啟連結，或直接登入。', login: '去登入', home: '進入工作台', door: '返回入口' },
  en: { working: 'Checking the sign-in ticket…', failed: 'Cannot continue', noTicket: 'The link carries no sign-in ticket', noTicketSub: 'Open the link again from the other system, or sign in.', login: 'Sign in', home: 'Open the console', door: 'Back to the entry' },
};

/** /jump?ticket=…&redirect=/path: the hand-off from another system into a page of this one. */
export default function JumpPage() {
  const tx = useTexts(texts);
  const handoff = useTicketHandoff('/home');
  const signedIn = useSession((s) => s.signedIn);
  const actions = [
    <Link key="go" to={signedIn ? '/home' : '/login'}>
      <Button type="primary">{signedIn ? tx.home : tx.login}</Button>
    </Link>,
    <Link key="door" to="/door">
      <Button>{tx.door}</Button>
    </Link>,
  ];
  return (
    <Card style={{ maxWidth: 640, margin: '40px auto' }} data-testid="jump-page">
      {handoff.state === 'working' && <Result icon={<Spin size="large" />} title={tx.working} />}
      {handoff.state === 'failed' && <Result status="warning" title={tx.failed} subTitle={handoff.message} extra={actions} />}
      {handoff.state === 'none' && <Result status="info" title={tx.noTicket} subTitle={tx.noTicketSub} extra={actions} />}
    </Card>
  );
}
