import { lazy, Suspense, type ComponentType } from 'react';
import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, BankOutlined, BarChartOutlined, BarcodeOutlined, BlockOutlined,
  BookOutlined, CalendarOutlined, CheckSquareOutlined, CloudOutlined, CloudUploadOutlined, ClusterOutlined, CodeOutlined,
  CopyOutlined, DashboardOutlined, DatabaseOutlined, DeploymentUnitOutlined, EnvironmentOutlined, ExperimentOutlined,
  FieldTimeOutlined, FileSearchOutlined, FileTextOutlined, FolderOutlined, FormOutlined, FundOutlined,
  FundProjectionScreenOutlined, GlobalOutlined, HddOutlined, HeartOutlined, HomeOutlined, IdcardOutlined, KeyOutlined,
  LayoutOutlined, LineChartOutlined, LinkOutlined, MailOutlined, MenuOutlined, MessageOutlined, MobileOutlined,
  MonitorOutlined, NotificationOutlined, NumberOutlined, PartitionOutlined, PictureOutlined, PrinterOutlined,
  QuestionCircleOutlined, SafetyCertificateOutlined, ScheduleOutlined, SendOutlined, SettingOutlined, ShopOutlined,
  SmileOutlined, SolutionOutlined, SwapOutlined, SyncOutlined, TableOutlined, TeamOutlined, ThunderboltOutlined,
  ToolOutlined, TranslationOutlined, UserOutlined, UserSwitchOutlined, WechatOutlined, WifiOutlined,
} from '@ant-design/icons';

// Menu icons by @ant-design/icons name. A fixed set (the catalogue's and common ones) keeps the whole
// icon library (over 1 MB) out of the bundle; an unknown name falls back to a neutral icon.
const ICONS: Record<string, ComponentType> = {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, BankOutlined, BarChartOutlined, BarcodeOutlined, BlockOutlined,
  BookOutlined, CalendarOutlined, CheckSquareOutlined, CloudOutlined, CloudUploadOutlined, ClusterOutlined, CodeOutlined,
  CopyOutlined, DashboardOutlined, DatabaseOutlined, DeploymentUnitOutlined, EnvironmentOutlined, ExperimentOutlined,
  FieldTimeOutlined, FileSearchOutlined, FileTextOutlined, FolderOutlined, FormOutlined, FundOutlined,
  FundProjectionScreenOutlined, GlobalOutlined, HddOutlined, HeartOutlined, HomeOutlined, IdcardOutlined, KeyOutlined,
  LayoutOutlined, LineChartOutlined, LinkOutlined, MailOutlined, MenuOutlined, MessageOutlined, MobileOutlined,
  MonitorOutlined, NotificationOutlined, NumberOutlined, PartitionOutlined, PictureOutlined, PrinterOutlined,
  QuestionCircleOutlined, SafetyCertificateOutlined, ScheduleOutlined, SendOutlined, SettingOutlined, ShopOutlined,
  SmileOutlined, SolutionOutlined, SwapOutlined, SyncOutlined, TableOutlined, TeamOutlined, ThunderboltOutlined,
  ToolOutlined, TranslationOutlined, UserOutlined, UserSwitchOutlined, WechatOutlined, WifiOutlined,
};

export function hasMenuIcon(name: string | undefined): boolean {
  return !!name && name in ICONS;
}

// A name outside the short list (picked in 系统菜单 from the whole set by the icon picker) loads the
// whole library in its own chunk, only when such a menu is drawn.
const AnyIcon = lazy(async () => {
  const all = (await import('@ant-design/icons')) as unknown as Record<string, ComponentType>;
  return { default: ({ name }: { name: string }) => {
    const Icon = all[name] ?? AppstoreOutlined;
    return <Icon />;
  } };
});

export default function MenuIcon({ name }: { name?: string }) {
  if (name && !ICONS[name] && /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(name)) {
    return (
      <Suspense fallback={<AppstoreOutlined />}>
        <AnyIcon name={name} />
      </Suspense>
    );
  }
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
