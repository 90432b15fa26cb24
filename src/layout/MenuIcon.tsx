import type { ComponentType } from 'react';
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

export default function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
