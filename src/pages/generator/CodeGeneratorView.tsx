import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Empty, Flex, Spin, TreeSelect, Tree, theme } from 'antd';
import { useRenderer } from '../../../renderer/RendererContext';
import 'highlight.js/styles/github.css';
import { generatorTexts, pathTree } from './generatorTexts';

interface PageNode {
  id: string;
  fullName: string;
  children?: PageNode[];
}
interface GeneratedFile {
  path: string;
  language: string;
  content: string;
}

interface PageOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: PageOption[];
}

/** Categories group the pages; only a page can be picked. */
const toOptions = (nodes: PageNode[], group: boolean): PageOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.fullName, selectable: !group, children: n.children?.length ? toOptions(n.children, false) : undefined }));

/** 代码生成: pick a designed page, browse the generated files with highlighted code, download them as a zip. */
export default function CodeGeneratorView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const tx = generatorTexts[env.lang];
  const [pages, setPages] = useState<PageNode[] | null>(null);
  const [pageId, setPageId] = useState<string>();
  const [files, setFiles] = useState<GeneratedFile[] | null>(null);
  const [selected, setSelected] = useState<string>();
  const [html, setHtml] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    env.services.request<{ list: PageNode[] }>('GET', '/api/VisualDevelopment/Selector').then(
      (d) => setPages(d.list),
      () => setPages([]),
    );
  }, [env.services]);

  useEffect(() => {
    if (!pageId) return;
    setFiles(null);
    setFailure(null);
    env.services.request<{ list: GeneratedFile[] }>('POST', `/api/VisualDevelopment/${encodeURIComponent(pageId)}/Actions/CodePreview`, {}).then(
      (d) => {
        setFiles(d.list);
        setSelected(d.list[0]?.path);
      },
      (e: { msg?: string }) => setFailure(e.msg || tx.failed),
    );
  }, [pageId, env.services, tx.failed]);

  const file = files?.find((f) => f.path === selected);
  useEffect(() => {
    let live = true;
    if (!file) return setHtml('');
    // The highlighter loads on first use: it is not part of any other screen.
    import('./highlight').then((m) => live && setHtml(m.highlight(file.content, file.language)));
    return () => {
      live = false;
    };
  }, [file]);

  const tree = useMemo(() => pathTree(files?.map((f) => f.path) ?? []), [files]);

  const download = async () => {
    if (!pageId) return;
    try {
      const d = await env.services.request<{ name: string; content: string }>('POST', `/api/VisualDevelopment/${encodeURIComponent(pageId)}/Actions/DownloadCode`, {});
      const bytes = Uint8Array.from(atob(d.content), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = d.name;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      message.error((e as { msg?: string }).msg || tx.failed);
    }
  };

  if (!pages) return <Spin />;
  if (!pages.length) return <Empty description={tx.empty} />;
  return (
    <Flex vertical gap={12} style={{ padding: 16 }}>
      <Flex gap={8} align="center">
        <TreeSelect
          aria-label={tx.page}
          style={{ minWidth: 320 }}
          placeholder={tx.pick}
          treeDefaultExpandAll
          treeData={toOptions(pages, true)}
          value={pageId}
          onChange={(v: string) => setPageId(v)}
        />
        <Button type="primary" disabled={!files} onClick={download}>
          {tx.download}
        </Button>
      </Flex>
      {failure && <Alert type="error" message={failure} />}
      {pageId && !files && !failure && <Spin />}
      {files && (
        <Flex gap={12} align="stretch">
          <div role="region" style={{ width: 280, flex: 'none' }} aria-label={tx.files}>
            <Tree.DirectoryTree treeData={tree} defaultExpandAll selectedKeys={selected ? [selected] : []} onSelect={(keys, info) => info.node.isLeaf && setSelected(String(keys[0]))} />
          </div>
          <pre style={{ flex: 1, margin: 0, padding: 12, overflow: 'auto', maxHeight: '70vh', background: token.colorFillQuaternary, borderRadius: token.borderRadius, fontSize: 13 }}>
            <code className="hljs" data-testid="generated-code" dangerouslySetInnerHTML={{ __html: html }} />
          </pre>
        </Flex>
      )}
    </Flex>
  );
}
