// The two demo practitioners and their forms, in progress and completed, with attachments.
import {
  annualDeclarationAnswers,
  apcAnswers,
  mentoringAnswers,
  otherRelationshipAnswers,
  peerConfirmationAnswers,
  peerRelationshipAnswers,
} from "./demo-answers.ts";
import { type DemoFile, type DemoUser, nz } from "./demo-data.ts";

const receipt = (invoice: string, who: string, paid: string): DemoFile => ({
  name: `Receipt ${invoice}.txt`,
  type: "invoice",
  mimeType: "text/plain",
  bytes: Buffer.from(
    `Dental Council - Te Kaunihera Tiaki Niho\nTax receipt ${invoice}\nReceived from: ${who}\n` +
      `Annual practising certificate fee and disciplinary levy 2025/2026: NZD 1,150.00 (incl. GST)\n` +
      `Paid: ${paid}\n`,
  ),
});

export const demoUsers: DemoUser[] = [
  {
    email: "practitioner@example.org",
    firstName: "Aroha",
    displayName: "Aroha Ngata",
    forms: [
      {
        formType: "APC",
        name: "APC application 2026/2027",
        state: "in_progress",
        writeDate: nz("2025-11-10"),
        values: {
          details: {
            apc_year: "2026/2027",
            registration_number: "DH-10482",
            practice_type: "dental_hygienist",
            scopes_of_practice: ["dental_hygiene"],
            email: "practitioner@example.org",
            phone: "021 555 0142",
          },
          practice: {
            workplaces: [
              {
                practice_name: "Rotorua Family Dental",
                street_address: "1182 Hinemoa Street",
                city: "Rotorua",
                hours_per_week: 32,
                employment: "employee",
              },
            ],
            practice_notes: "",
          },
        },
      },
      {
        formType: "APC",
        name: "APC application 2025/2026",
        state: "completed",
        writeDate: nz("2025-03-12"),
        apcYear: "2025/2026",
        pdfName: "APC application 2025-2026.pdf",
        values: apcAnswers({
          registrationNumber: "DH-10482",
          practiceType: "dental_hygienist",
          scope: "dental_hygiene",
          email: "practitioner@example.org",
          practice: {
            name: "Rotorua Family Dental",
            street: "1182 Hinemoa Street",
            city: "Rotorua",
          },
        }),
        files: [receipt("INV-2025-004817", "Aroha Ngata", "12 March 2025")],
      },
      {
        formType: "PEER-RELATIONSHIP",
        name: "Peer relationship with Sione Taufa",
        state: "in_progress",
        writeDate: nz("2025-10-02"),
        practitioner: "Sione Taufa",
        values: {
          peer: {
            peer_person_id: "40917",
            peer_peer_name: "Sione Taufa",
            peer_relationship_start_date: "2025-10-01",
          },
        },
      },
      {
        formType: "PEER-RELATIONSHIP",
        name: "Peer relationship with Mere Parata",
        state: "completed",
        writeDate: nz("2024-06-18"),
        practitioner: "Mere Parata",
        pdfName: "Peer relationship agreement.pdf",
        values: peerRelationshipAnswers({ id: "35120", name: "Mere Parata" }),
        files: [
          {
            name: "Meeting notes.txt",
            type: "other",
            mimeType: "text/plain",
            bytes: Buffer.from("Quarterly peer meeting, Rotorua, 14 June 2024.\n"),
          },
        ],
      },
      {
        formType: "OTHER-RELATIONSHIP",
        name: "Collegial relationship with Hannah Lee",
        state: "in_progress",
        writeDate: nz("2025-09-21"),
        practitioner: "Hannah Lee",
        values: {
          colleague: {
            colleague_name: "Hannah Lee",
            profession: "medical",
            profession_other: "",
            organisation: "Lakes Primary Health",
            relationship_start_date: "2025-09-15",
          },
        },
      },
      {
        formType: "OTHER-RELATIONSHIP",
        name: "Collegial relationship with Ana Folau",
        state: "completed",
        writeDate: nz("2024-08-07"),
        practitioner: "Ana Folau",
        pdfName: "Collegial relationship - Ana Folau.pdf",
        values: otherRelationshipAnswers,
        files: [
          {
            name: "Activity log 2024.txt",
            type: "other",
            mimeType: "text/plain",
            bytes: Buffer.from(
              "Joint oral health promotion clinic, Ngongotaha School, 2 August 2024.\n",
            ),
          },
        ],
      },
      {
        formType: "MENTORING-RELATIONSHIP",
        name: "Mentoring relationship with Wiremu Hohaia",
        state: "completed",
        writeDate: nz("2024-02-26"),
        practitioner: "Wiremu Hohaia",
        pdfName: "Mentoring agreement - Wiremu Hohaia.pdf",
        values: mentoringAnswers,
      },
      {
        formType: "PEER-CONFIRMATION",
        name: "Peer confirmation for Tama Wiremu",
        state: "in_progress",
        writeDate: nz("2025-11-03"),
        practitioner: "Tama Wiremu",
        // Issued with the practitioner page filled in by the registry (its fields are disabled).
        values: {
          practitioner: {
            practitioner_name: "Tama Wiremu",
            practitioner_person_id: "41236",
            apc_year: "2026/2027",
            relationship_known: true,
          },
        },
      },
      {
        formType: "PEER-CONFIRMATION",
        name: "Peer confirmation for Sione Taufa",
        state: "completed",
        writeDate: nz("2025-03-18"),
        practitioner: "Sione Taufa",
        apcYear: "2025/2026",
        dueDate: nz("2025-03-31"),
        confirmationStatus: "Confirmed",
        confirmationDate: nz("2025-03-18"),
        pdfName: "Peer confirmation - Sione Taufa.pdf",
        values: peerConfirmationAnswers({ id: "40917", name: "Sione Taufa" }),
      },
      {
        formType: "ANNUAL-DECLARATION",
        name: "Annual declaration 2024",
        state: "completed",
        writeDate: nz("2024-03-22"),
        practitioner: "Mere Parata",
        confirmationDate: nz("2024-03-19"),
        declarationDate: nz("2024-03-22"),
        pdfName: "Annual declaration 2024.pdf",
        values: annualDeclarationAnswers(2024, { id: "35120", name: "Mere Parata" }),
      },
      {
        formType: "ANNUAL-DECLARATION",
        name: "Annual declaration 2025",
        state: "completed",
        writeDate: nz("2025-03-20"),
        practitioner: "Sione Taufa",
        confirmationDate: nz("2025-03-18"),
        declarationDate: nz("2025-03-20"),
        pdfName: "Annual declaration 2025.pdf",
        values: annualDeclarationAnswers(2025, { id: "40917", name: "Sione Taufa" }),
      },
    ],
  },
  {
    email: "peer@example.org",
    firstName: "Sione",
    displayName: "Sione Taufa",
    forms: [
      {
        formType: "APC",
        name: "APC application 2025/2026",
        state: "completed",
        writeDate: nz("2025-03-05"),
        apcYear: "2025/2026",
        pdfName: "APC application 2025-2026.pdf",
        values: apcAnswers({
          registrationNumber: "DT-20731",
          practiceType: "dental_therapist",
          scope: "dental_therapy",
          email: "peer@example.org",
          practice: {
            name: "Kaitaia Community Dental",
            street: "24 Commerce Street",
            city: "Kaitaia",
          },
        }),
        files: [receipt("INV-2025-003952", "Sione Taufa", "5 March 2025")],
      },
      {
        formType: "PEER-RELATIONSHIP",
        name: "Peer relationship with Aroha Ngata",
        state: "in_progress",
        writeDate: nz("2025-10-04"),
        practitioner: "Aroha Ngata",
        values: {
          peer: {
            peer_person_id: "38255",
            peer_peer_name: "Aroha Ngata",
            peer_relationship_start_date: "2025-10-01",
          },
        },
      },
      {
        formType: "PEER-CONFIRMATION",
        name: "Peer confirmation for Aroha Ngata",
        state: "completed",
        writeDate: nz("2025-03-16"),
        practitioner: "Aroha Ngata",
        apcYear: "2025/2026",
        dueDate: nz("2025-03-31"),
        confirmationStatus: "Confirmed",
        confirmationDate: nz("2025-03-16"),
      },
      {
        formType: "ANNUAL-DECLARATION",
        name: "Annual declaration 2025",
        state: "completed",
        writeDate: nz("2025-03-17"),
        practitioner: "Aroha Ngata",
        confirmationDate: nz("2025-03-16"),
        declarationDate: nz("2025-03-17"),
      },
    ],
  },
];
