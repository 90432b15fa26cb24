import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CHUNK_BYTES, HEAD_BYTES } from '../contract/networkDisk/disk';

/**
 * 网络硬盘 figures (issue 17): upload (chunked, each chunk hashed by the client as the browser
 * does, then completed) and download (one streamed GET) of a BENCH_DISK_MB file (default 1024)
 * through the real server in its own process, against a plain streamed disk copy of the same file
 * on the same machine (target: ratio ≥ 0.5), and the server's peak resident memory meanwhile.
 */
const MB = Number(process.env.BENCH_DISK_MB || 1024);
const PASSWORD = 'Bench12345';

const rssOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) * 1024 : 0;
};
const mbps = (bytes: number, ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(0);

async function makeFile(file: string, bytes: number) {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(8 * 1024 * 1024);
  for (let done = 0; done < bytes; done += block.length) {
    crypto.randomFillSync(block);
    fs.writeSync(fd, block, 0, Math.min(block.length, bytes - done));
  }
  fs.closeSync(fd);
}

async function readPart(fd: fs.promises.FileHandle, offset: number, length: number) {
  const buf = Buffer.alloc(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await fd.read(buf, got, length - got, offset + got);
    if (!bytesRead) break;
    got += bytesRead;
  }
  return buf.subarray(0, got);
}

export async function diskFigures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ec-disk-bench-'));
  const lines: [string, string][] = [];
  const source = path.join(dir, 'source.bin');
  const size = MB * 1024 * 1024;
  await makeFile(source, size);

  // The yardstick: the same bytes read and written by a stream on the same disk.
  let t = performance.now();
  await pipeline(fs.createReadStream(source, { highWaterMark: 1 << 20 }), fs.createWriteStream(path.join(dir, 'copy.bin')));
  const copyMs = performance.now() - t;
  fs.rmSync(path.join(dir, 'copy.bin'));
  t = performance.now();
  await fs.promises.copyFile(source, path.join(dir, 'copy.bin'));
  const kernelCopyMs = performance.now() - t;
  fs.rmSync(path.join(dir, 'copy.bin'));

  const dataDir = path.join(dir, 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'silent', DISK_USER_QUOTA_MB: '0', DISK_SCHOOL_QUOTA_MB: '0', BENCH_USERS: '0', BENCH_RECORDS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let buf = '';
      child.stdout!.on('data', (d) => {
        buf += d;
        const m = buf.match(/READY (\d+)/);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const login = (await (await fetch(`${base}/api/Common/Login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'teacher', password: crypto.createHash('md5').update(PASSWORD).digest('hex') }),
    })).json()) as { data: { token: string } };
    const auth = { authorization: login.data.token };
    const idle = rssOf(child.pid!, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!, 'VmRSS'))), 50);

    const fd = await fs.promises.open(source, 'r');
    t = performance.now();
    const head = crypto.createHash('md5').update(await readPart(fd, 0, Math.min(HEAD_BYTES, size))).digest('hex');
    const init = (await (await fetch(`${base}/api/Disk/Upload`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ space: 'user', name: 'bench.bin', size, headMd5: head }),
    })).json()) as { data: { id: string; chunkCount: number } };
    // Three chunks in flight (a parallel client; the console's uploader sends one at a time): hashing the next while others travel.
    let next = 0;
    const sendChunks = async () => {
      for (let i = next++; i < init.data.chunkCount; i = next++) {
        const part = await readPart(fd, i * CHUNK_BYTES, Math.min(CHUNK_BYTES, size - i * CHUNK_BYTES));
        // SHA-256, as the browser sends it where Web Crypto is there (chunk 0 also carries the head MD5).
        const sha256 = crypto.createHash('sha256').update(part).digest('hex');
        const r = (await (await fetch(`${base}/api/Disk/Upload/${init.data.id}/Chunk/${i}?sha256=${sha256}${i === 0 ? `&md5=${head}` : ''}`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/octet-stream' },
          body: new Blob([new Uint8Array(part.buffer, part.byteOffset, part.length)]),
        })).json()) as { code: number; msg: string };
        if (r.code !== 200) throw new Error(`chunk ${i}: ${r.msg}`);
      }
    };
    await Promise.all([sendChunks(), sendChunks(), sendChunks()]);
    if (process.env.BENCH_DISK_DEBUG) console.log('chunks sent', Math.round(performance.now() - t), 'ms');
    const done = (await (await fetch(`${base}/api/Disk/Upload/${init.data.id}/Complete`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' })).json()) as {
      code: number;
      msg: string;
      data: { id: string };
    };
    if (done.code !== 200) throw new Error(`complete: ${done.msg}`);
    const uploadMs = performance.now() - t;
    await fd.close();
    const uploadPeak = peak;

    peak = rssOf(child.pid!, 'VmRSS');
    t = performance.now();
    const res = await fetch(`${base}/api/Disk/Node/${done.data.id}/Content`, { headers: auth });
    const target = path.join(dir, 'downloaded.bin');
    await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(target));
    const downloadMs = performance.now() - t;
    clearInterval(sampler);
    const downloadPeak = peak;
    if (fs.statSync(target).size !== size) throw new Error('downloaded size differs');

    const mib = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;
    lines.push([`plain streamed disk copy of ${MB} MB`, `${mbps(size, copyMs)} MB/s (kernel copyFile: ${mbps(size, kernelCopyMs)} MB/s)`]);
    lines.push([`upload ${MB} MB (10 MB chunks, 3 in flight, + complete)`, `${mbps(size, uploadMs)} MB/s, ratio ${(copyMs / uploadMs).toFixed(2)} of the streamed copy (target ≥ 0.5)`]);
    lines.push([`download ${MB} MB (one streamed GET)`, `${mbps(size, downloadMs)} MB/s, ratio ${(copyMs / downloadMs).toFixed(2)} of the streamed copy (target ≥ 0.5)`]);
    lines.push(['server RSS idle / peak in upload / peak in download', `${mib(idle)} / ${mib(uploadPeak)} / ${mib(downloadPeak)} (process peak VmHWM ${mib(rssOf(child.pid!, 'VmHWM'))})`]);
    return {
      lines,
      results: {
        disk: {
          fileMb: MB,
          copyMBps: Number(mbps(size, copyMs)),
          uploadMBps: Number(mbps(size, uploadMs)),
          downloadMBps: Number(mbps(size, downloadMs)),
          uploadRatio: Number((copyMs / uploadMs).toFixed(2)),
          downloadRatio: Number((copyMs / downloadMs).toFixed(2)),
          rssIdleMb: Math.round(idle / 1048576),
          rssPeakUploadMb: Math.round(uploadPeak / 1048576),
          rssPeakDownloadMb: Math.round(downloadPeak / 1048576),
        },
      },
    };
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('disk.ts')) {
  diskFigures().then(
    (f) => {
      for (const [k, v] of f.lines) console.log(`${k.padEnd(60)} ${v}`);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
