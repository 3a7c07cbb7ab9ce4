// Workplace street addresses for the synthetic register: practices cluster on main streets
// (Queen Street, Great South Road, Cameron Road …), the rest spread over thousands of streets
// named after trees, birds and Māori words, colonial places and people, and surnames.
import { composeEnglishSurname, composeMaoriName } from "./name-parts.ts";
import { draw, pick, type Rng, weightedNames } from "./weighted.ts";

const mainStreets = weightedNames(`
  Queen Street:10, High Street:8, Main Road:6, Great South Road:6, Great North Road:5,
  Victoria Street:6, Church Street:5, Station Road:4, King Street:4, George Street:4,
  Cameron Road:4, Broadway:3, Dominion Road:3, Ponsonby Road:2, Karangahape Road:2,
  Lambton Quay:3, Cuba Street:2, Colombo Street:3, Riccarton Road:3, Devon Street:3,
  Victoria Avenue:3, Heretaunga Street:3, Emerson Street:2, Ruataniwha Street:1,
  Tay Street:2, Princes Street:3, Thames Street:2, Grey Street:3, Hobson Street:2,
  Bridge Street:3, Jackson Street:2, Ferry Road:2, Lincoln Road:2, Te Rapa Road:2
`);

/** A comma-separated list as an array. */
const listOf = (text: string) =>
  text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

const natureNames = listOf(`
  Kōwhai, Tōtara, Rātā, Pōhutukawa, Mānuka, Kauri, Rimu, Tūī, Kererū, Karaka, Hinemoa, Tainui,
  Te Awa, Marama, Aotea, Moana, Rangi, Ōwairaka, Māhoe, Harakeke, Kahikatea, Miro, Mataī,
  Ngaio, Pūriri, Tawa, Kākā, Kea, Pūkeko, Weka, Huia, Kōkako, Tākahe, Kōtuku, Ruru, Nīkau,
  Raupō, Toetoe, Kawakawa, Horoeka, Tītoki, Rewarewa, Kōtare, Pīwakawaka, Korimako, Tarata,
  Houhere, Akeake, Koromiko, Kānuka, Wharariki, Manuka, Kowhai
`);

const colonialNames = listOf(`
  Albert, Wellington, Nelson, Russell, Grey, Fitzroy, Durham, Clyde, Tweed, Stafford, Devon,
  Cornwall, Kent, Norfolk, Oxford, Cambridge, Windsor, York, Bath, Bristol, Chester, Derby,
  Essex, Surrey, Marlborough, Hereford, Gloucester, Worcester, Argyle, Ayr, Bute, Buccleugh,
  Cargill, Stuart, Selwyn, Hobson, Seddon, Ballance, Vogel, Fox, Stout, Sewell, Domett, Weld,
  Atkinson, Massey, Ward, Coates
`);

const streetTypes = weightedNames(`
  Street:30, Road:25, Avenue:10, Terrace:6, Crescent:8, Place:6, Drive:7, Lane:3, Way:3,
  Grove:2, Close:2, Parade:2, Rise:1, Quay:1
`);

/** A street (without number): a main street for a quarter of practices, else any street. */
export function composeStreet(rng: Rng): string {
  if (rng() < 0.25) return draw(rng, mainStreets);
  const kind = rng();
  const name =
    kind < 0.3
      ? pick(rng, natureNames)
      : kind < 0.45
        ? composeMaoriName(rng, { article: 0.1 })
        : kind < 0.7
          ? pick(rng, colonialNames)
          : composeEnglishSurname(rng);
  return `${name} ${draw(rng, streetTypes)}`;
}

/** A workplace's street address: a number, sometimes a unit, and the street. */
export function composeAddress(rng: Rng): string {
  const number = 1 + Math.floor(rng() * (rng() < 0.8 ? 300 : 1200));
  const unit = rng() < 0.15 ? `Unit ${1 + Math.floor(rng() * 12)}, ` : "";
  return `${unit}${number} ${composeStreet(rng)}`;
}
