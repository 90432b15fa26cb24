import { Popover } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { EMOJI, emojiSrc } from './emoji';
import { useLiveText } from './useLiveText';

/** 10 columns of 28 px fit the 360 px chat drawer. */
const COLUMNS = 10;

/** A grid of the 120 emoji; picking one inserts its `[name]` token. */
export default function EmojiPicker({ onPick }: { onPick(token: string): void }) {
  const t = useLiveText();
  const [open, setOpen] = useState(false);
  const grid = (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 28px)`, gap: 2, maxHeight: 220, overflowY: 'auto' }} data-testid="emoji-grid">
      {EMOJI.map(([name]) => (
        <button
          key={name}
          type="button"
          title={name}
          onClick={() => {
            onPick(`[${name}]`);
            setOpen(false);
          }}
          style={{ border: 0, background: 'none', padding: 2, cursor: 'pointer' }}
        >
          <img src={emojiSrc(name)!} alt={`[${name}]`} width={24} height={24} />
        </button>
      ))}
    </div>
  );
  return (
    <Popover
      content={grid}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="topLeft"
      // Inside the drawer, so it stacks above the drawer rather than under its mask.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <button type="button" aria-label={t('emoji')} title={t('emoji')} style={{ border: 0, background: 'none', cursor: 'pointer', fontSize: 18 }} data-testid="emoji-button">
        <SmileOutlined />
      </button>
    </Popover>
  );
}
