import {
  FileExcelOutlined,
  FileImageOutlined,
  FileMarkdownOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderFilled,
  PlaySquareOutlined,
  SoundOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, { icon: typeof FileOutlined; color: string }> = {
  folder: { icon: FolderFilled, color: '#d48806' },
  image: { icon: FileImageOutlined, color: '#08979c' },
  pdf: { icon: FilePdfOutlined, color: '#cf1322' },
  video: { icon: PlaySquareOutlined, color: '#531dab' },
  audio: { icon: SoundOutlined, color: '#c41d7f' },
  text: { icon: FileTextOutlined, color: '#595959' },
  doc: { icon: FileWordOutlined, color: '#0958d9' },
  sheet: { icon: FileExcelOutlined, color: '#237804' },
  slide: { icon: FilePptOutlined, color: '#d4380d' },
  archive: { icon: FileZipOutlined, color: '#7c5b00' },
  md: { icon: FileMarkdownOutlined, color: '#595959' },
};

/** The icon of an item by its kind (colours dark enough for 4.5:1 on white). */
export function NodeIcon({ kind, ext }: { kind: string; ext?: string }) {
  const { icon: Icon, color } = (ext === 'md' ? ICONS.md : ICONS[kind]) ?? { icon: FileOutlined, color: '#595959' };
  return <Icon style={{ color, fontSize: 18 }} aria-hidden />;
}
