import { Divider, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { FieldWidgetProps } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export interface GroupTitleOptions {
  /** Defaults to the schema title, then the field label. */
  title?: string;
  /** Shown in a tooltip behind a question mark. */
  help?: string;
  placement?: 'start' | 'center' | 'end';
}

/** A section divider inside a form; holds no value. */
export default function GroupTitle({ id, options = {}, schema, label }: FieldWidgetProps<unknown, GroupTitleOptions>) {
  const title = options.title ?? schema?.title ?? label ?? '';
  return (
    <div id={id}>
      <Divider titlePlacement={options.placement ?? 'start'} style={{ margin: '8px 0 16px' }}>
        <span style={{ fontWeight: 600, fontSize: 15 }}>{title}</span>
        {options.help && (
          <Tooltip title={options.help}>
            <QuestionCircleOutlined aria-label={options.help} style={{ marginLeft: 6, color: SECONDARY_TEXT, cursor: 'help' }} />
          </Tooltip>
        )}
      </Divider>
    </div>
  );
}
