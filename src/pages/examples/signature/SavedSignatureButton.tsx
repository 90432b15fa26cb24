import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useRenderer } from '../../../../renderer/RendererContext';
import { signatureWords } from '../../../../contract/examples/signature/words';

/** For a flow task that asks for a handwritten signature: puts the user's saved default signature (电子签名) on the pad. Hidden without one. */
export default function SavedSignatureButton({ onPick }: { onPick(dataUrl: string): void }) {
  const { services, lang } = useRenderer();
  const [saved, setSaved] = useState('');
  useEffect(() => {
    services.request<{ dataUrl: string }>('GET', '/api/Extend/Signature/Default').then((d) => setSaved(d.dataUrl), () => undefined);
  }, [services]);
  if (!saved) return null;
  return (
    <Button size="small" type="link" data-testid="use-saved-signature" onClick={() => onPick(saved)}>
      {signatureWords[lang].useSaved}
    </Button>
  );
}
