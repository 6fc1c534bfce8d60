import type { CellSize, CellState } from '../../../contract/postamate';
import type { Database } from '../open';
import { postamateCells, postamates } from '../schema';

/** A wall of cells: the sizes in rows from the bottom up, a few taken, one out of order. */
const cellsOf = (sizes: CellSize[], occupied: number[], outOfOrder: number[] = [], opened: number[] = []) =>
  sizes.map((size, index) => {
    const number = index + 1;
    const state: CellState = outOfOrder.includes(number)
      ? 'outOfOrder'
      : opened.includes(number)
        ? 'opened'
        : occupied.includes(number)
          ? 'occupied'
          : 'free';
    return { number, size, state };
  });

/** The demo postamates: one at УК «Северный квартал», one at Riverside. Neither has called the platform yet: never seen. */
const demoPostamates = [
  {
    company: 0,
    postamatId: 'PST-0001',
    publicId: 'SK-LESNAYA-12',
    remoteCameraRtspAddress: 'rtsp://192.168.10.21:554/postamat',
    cells: cellsOf(['L', 'L', 'M', 'M', 'M', 'M', 'S', 'S', 'S', 'S', 'S', 'XL'], [2, 3, 7, 8], [11], [5]),
  },
  {
    company: 2,
    postamatId: 'PST-0002',
    publicId: 'RV-WHARF-1',
    remoteCameraRtspAddress: null,
    cells: cellsOf(['M', 'M', 'S', 'S', 'S', 'S'], [1]),
  },
];

/** Adds the demo postamates and their cells (within the demo seed's transaction). */
export async function seedDemoPostamates(db: Database, companyIds: string[]): Promise<void> {
  for (const { company, cells, ...postamate } of demoPostamates) {
    const [{ id }] = await db
      .insert(postamates)
      .values({
        ...postamate,
        companyId: companyIds[company],
      })
      .returning({ id: postamates.id });
    await db.insert(postamateCells).values(cells.map((cell) => ({ ...cell, postamateId: id })));
  }
}
