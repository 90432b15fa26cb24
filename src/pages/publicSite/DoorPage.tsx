import { useEffect, useState } from 'react';
import { Card, Col, Result, Row, Spin, Statistic, Typography } from 'antd';
import { BarChartOutlined, BookOutlined, DesktopOutlined, ExperimentOutlined, GlobalOutlined, LoginOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { http } from '../../api/client';
import { brand } from '../../branding';
import { useSession } from '../../stores/session';
import { useTexts } from '../community/useLang';
import { useTicketHandoff } from './ticketHandoff';

const texts = {
  zh: {
    lead: '区域教育的一站式入口：办公、教学、家校与公开信息。', console: '进入工作台', consoleSub: '组织、用户、流程、通知与数据', login: '登录工作台', loginSub: '使用区域统一账号登录',
    website: '区域门户', websiteSub: '学校、家庭教育文章与名师主页', documents: '知识文档', documentsSub: '公开的制度、指南与资料', projects: '项目式学习', projectsSub: '各校的探究项目与成果',
    classData: '课堂教学数据', classDataSub: '各班课时、作业与出勤汇总', schools: '学校', staff: '教职工', working: '正在验证登录票据…', failed: '登录票据无效',
  },
  zhtw: {
    lead: '區域教育的一站式入口：辦公、教學、家校與公開資訊。', console: '進入工作台', consoleSub: '組織、用戶、流程、通知與數據', login: '登入工作台', loginSub: '使用區域統一帳號登入',
    website: '區域門戶', websiteSub: '學校、家庭教育文章與名師主頁', documents: '知識文件', documentsSub: '公開的制度、指南與資料', projects: '項目式學習', projectsSub: '各校的探究項目與成果',
    classData: '課堂教學數據', classDataSub: '各班課時、作業與出勤匯總', schools: '學校', staff: '教職工', working: '正在驗證登入票據…', failed: '登入票據無效',
  },
  en: {
    lead: 'One entry to the district’s education cloud: office, teaching, families and public information.', console: 'Open the console', consoleSub: 'Organisations, users, flows, notices and data', login: 'Sign in', loginSub: 'With your district account',
    website: 'District portal', websiteSub: 'Schools, family-education articles and teachers', documents: 'Documents', documentsSub: 'Public rules, guides and material', projects: 'Project-based learning', projectsSub: 'Inquiry projects of our schools',
    classData: 'Class teaching data', classDataSub: 'Lessons, homework and attendance by class', schools: 'Schools', staff: 'Staff', working: 'Checking the sign-in ticket…', failed: 'The sign-in ticket is not valid',
  },
};

interface Site {
  district: string;
  schools: { id: string; fullName: string; staff: number }[];
}

/** /door: the district's entry page; with ?ticket= it hands the visitor over like /jump. */
export default function DoorPage() {
  const tx = useTexts(texts);
  const signedIn = useSession((s) => s.signedIn);
  const handoff = useTicketHandoff('/home');
  const [site, setSite] = useState<Site | null>(null);
  useEffect(() => {
    http.get<Site>('/api/Public/Website', undefined, { silent: true }).then((r) => setSite(r.data), () => undefined);
  }, []);
  if (handoff.state === 'working') return <Result icon={<Spin size="large" />} title={tx.working} />;
  const entries = [
    signedIn ? { to: '/home', icon: <DesktopOutlined />, title: tx.console, sub: tx.consoleSub } : { to: '/login', icon: <LoginOutlined />, title: tx.login, sub: tx.loginSub },
    { to: '/website', icon: <GlobalOutlined />, title: tx.website, sub: tx.websiteSub },
    { to: '/document', icon: <BookOutlined />, title: tx.documents, sub: tx.documentsSub },
    { to: '/ProjectLearning', icon: <ExperimentOutlined />, title: tx.projects, sub: tx.projectsSub },
    { to: '/ClassTeachingDataCenter/detail', icon: <BarChartOutlined />, title: tx.classData, sub: tx.classDataSub },
  ];
  const staff = site?.schools.reduce((n, s) => n + s.staff, 0) ?? 0;
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto' }} data-testid="door-page">
      {handoff.state === 'failed' && <Result status="warning" title={tx.failed} subTitle={handoff.message} style={{ padding: 16 }} />}
      <div style={{ padding: '32px 0 24px' }}>
        <Typography.Title level={1} style={{ marginBottom: 8 }}>{site?.district ? `${site.district} · ${brand.platformName}` : brand.platformName}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>{tx.lead}</Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]}>
        {entries.map((e) => (
          <Col key={e.to} xs={24} sm={12} lg={8}>
            <Link to={e.to}>
              <Card hoverable>
                <Card.Meta avatar={<span style={{ fontSize: 28, color: '#1677ff' }}>{e.icon}</span>} title={e.title} description={e.sub} />
              </Card>
            </Link>
          </Col>
        ))}
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Row>
              <Col span={12}><Statistic title={tx.schools} value={site?.schools.length ?? 0} /></Col>
              <Col span={12}><Statistic title={tx.staff} value={staff} /></Col>
            </Row>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
