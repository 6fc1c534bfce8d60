import type { Database } from '../open';
import { cameras } from '../schema';

/**
 * Demo cameras of the first three demo companies (indexes into demoCompanies). Their links are in the
 * documentation address ranges (RFC 5737), which lead nowhere, so a status check honestly says offline.
 * None has a stored password: passwords are sealed with the server's key, which the seed does not know
 * when CAMERA_SECRET_KEY is set; an administrator adds them in the form. None has been checked: a status
 * and a check history come only from CheckCameraStatus, so the list and a door's timeline say "not checked yet".
 */
const demoCameras: { company: number; name: string; link: string; login?: string }[] = [
  {
    company: 0,
    name: 'Лесная, 12 — подъезд 1, вход',
    link: 'rtsp://192.0.2.11:554/Streaming/Channels/101',
    login: 'viewer',
  },
  {
    company: 0,
    name: 'Лесная, 12 — подъезд 2, вход',
    link: 'rtsp://192.0.2.12:554/Streaming/Channels/101',
    login: 'viewer',
  },
  {
    company: 0,
    name: 'Лесная, 14 — детская площадка',
    link: 'rtsp://192.0.2.21/cam/realmonitor?channel=1&subtype=0',
    login: 'admin',
  },
  { company: 0, name: 'Паркинг — въезд', link: 'rtsp://192.0.2.31:8554/live/main' },
  {
    company: 0,
    name: 'Паркинг — шлагбаум',
    link: 'http://192.0.2.32/ISAPI/Streaming/channels/1/picture',
    login: 'operator',
  },
  { company: 0, name: 'Новослободская, 33 — холл', link: 'https://192.0.2.41/live' },
  { company: 1, name: 'Парковая, 5 — калитка', link: 'rtsp://198.51.100.15:554/h264', login: 'admin' },
  { company: 1, name: 'Парковая, 5 — двор', link: 'rtsp://198.51.100.16:554/h264', login: 'admin' },
  { company: 2, name: 'Harbour Street — Entrance A', link: 'rtsp://203.0.113.10:554/stream1', login: 'viewer' },
  { company: 2, name: 'Harbour Street — car park', link: 'http://203.0.113.20/video.mjpg' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoCameras(db: Database, companyIds: string[]): Promise<void> {
  await db.insert(cameras).values(
    demoCameras.map((camera, index) => ({
      companyId: companyIds[camera.company],
      name: camera.name,
      link: camera.link,
      login: camera.login ?? null,
      createdAt: new Date(Date.now() - (60 - index) * DAY_MS),
    })),
  );
}
