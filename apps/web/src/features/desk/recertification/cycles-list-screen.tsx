import {
  type CpdCategory,
  type Cycle,
  cpdCategoryNames,
  cycleListSchema,
  cycleName,
  cyclePaths,
  cyclePeriod,
  mayUseDesk,
} from "@portal/contract";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { useDeskSession } from "../desk-session.tsx";
import { SavedStatus } from "../saved-status.tsx";
import { ScreenHeading } from "../screen-heading.tsx";

const HEADERS = [
  "Profession",
  "Period",
  "Length",
  "Hours in all",
  "Least hours by category",
  "Plan required",
  "Peer contacts",
];

function CategoryHours({ hours }: { hours: Cycle["categoryHours"] }) {
  const named = Object.entries(hours) as [CpdCategory, number][];
  if (named.length === 0) return "None";
  return (
    <ul className="list-unstyled mb-0">
      {named.map(([category, least]) => (
        <li key={category}>
          {cpdCategoryNames[category]}: {least}
        </li>
      ))}
    </ul>
  );
}

function CycleCells({ cycle, admin }: { cycle: Cycle; admin: boolean }) {
  return (
    <>
      <th scope="row">{cycle.profession}</th>
      <td>{cyclePeriod(cycle)}</td>
      <td>{cycle.years === 1 ? "1 year" : `${cycle.years} years`}</td>
      <td>{cycle.totalHours}</td>
      <td>
        <CategoryHours hours={cycle.categoryHours} />
      </td>
      <td>{cycle.planRequired ? "Yes" : "No"}</td>
      <td>{cycle.peerContacts}</td>
      {admin && (
        <td>
          <Link to={`/desk/recertification/${cycle.id}/edit`}>
            Change <span className="visually-hidden">{cycleName(cycle)}</span>
          </Link>
        </td>
      )}
    </>
  );
}

/**
 * The recertification cycles at /desk/recertification: what each profession's practitioners
 * must show by the end of each cycle. Registry staff read them; admins add and change them.
 */
export function CyclesListScreen() {
  const { staff } = useDeskSession();
  const admin = staff ? mayUseDesk(staff.role, "admin") : false;
  const cycles = useLoad("", (signal) => deskCall(cyclePaths.cycles, cycleListSchema, { signal }));
  const { data } = cycles;
  return (
    <>
      <ScreenHeading>Recertification cycles</ScreenHeading>
      <SavedStatus />
      <p>
        What each profession's practitioners must show by the end of a cycle: their continuing
        professional development (CPD) hours, in all and in each category, a professional
        development plan and contacts with a professional peer.
      </p>
      <p className="d-flex flex-wrap gap-3 align-items-center">
        {admin && (
          <Link to="/desk/recertification/new" className="btn btn-primary">
            Add a cycle
          </Link>
        )}
        <Link to="/desk/recertification/audits">Recertification audits</Link>
        <Link to="/desk/recertification/peers">Peer relationships to look at</Link>
      </p>
      <LoadStatus of={cycles} />
      {data && (
        <DataTable
          caption="Recertification cycles by profession, the latest first"
          headers={admin ? [...HEADERS, "Change"] : HEADERS}
          rows={data.items}
          rowKey={(cycle) => cycle.id}
          cells={(cycle) => <CycleCells cycle={cycle} admin={admin} />}
          emptyText="No recertification cycle is set yet."
        />
      )}
    </>
  );
}
