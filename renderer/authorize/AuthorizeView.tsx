import type { CustomViewProps } from '../views/customViews';

export default function AuthorizeView(_props: CustomViewProps) {
  return null;
}
