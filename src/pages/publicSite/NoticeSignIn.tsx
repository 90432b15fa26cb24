import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../community/useLang';

const texts = {
  zh: { title: '请登录后查看通知', signIn: '登录' },
  zhtw: { title: '請登入後查看通知', signIn: '登入' },
  en: { title: 'Sign in to read this notice', signIn: 'Sign in' },
};

/** /noticeDetail without a session: notices go to their recipients only, so nothing of it shows here. */
export default function NoticeSignIn() {
  const tx = useTexts(texts);
  const { pathname, search } = useLocation();
  return (
    <Result
      status="403"
      title={tx.title}
      extra={
        <Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
          <Button type="primary">{tx.signIn}</Button>
        </Link>
      }
    />
  );
}
