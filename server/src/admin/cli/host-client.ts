import { connect } from 'node:net';
import { HOST_REQUEST_MAX_BYTES, type HostAnswer, type HostRequest } from '../host-protocol';
import { AdminApiError } from './admin-api-client';

const ANSWER_TIMEOUT_MS = 30_000;

// One request over the server's host-only socket (admin/host-control.ts), its one answer back. No
// login: being able to open the socket (its owner, on this machine) is what lets the command run.
export function sendHostRequest(path: string, request: HostRequest): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const socket = connect(path);
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > HOST_REQUEST_MAX_BYTES * 64) socket.destroy(new Error('answer too long'));
    });
    socket.once('end', () => {
      try {
        resolve(JSON.parse(buffer.trim()) as HostAnswer);
      } catch {
        reject(new AdminApiError('Máy chủ trả lời không đúng định dạng qua socket quản trị.'));
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? `không có máy chủ nào đang nghe ở ${path}. Hãy chạy lệnh trên máy chủ, với cùng SECRETS_DIR (hoặc ADMIN_SOCKET) như máy chủ, khi máy chủ đang chạy.`
          : error.code === 'EACCES'
            ? `không được phép mở ${path}. Hãy chạy lệnh bằng đúng người dùng hệ thống chạy máy chủ.`
            : error.message;
      reject(new AdminApiError(`Không kết nối được socket quản trị: ${why}`));
    });
  });
}
