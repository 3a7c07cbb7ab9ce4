// The two demo practitioners and their forms, in progress and completed, with attachments.
import { type DemoFile, type DemoUser, nz } from "./demo-data.ts";
import { demoPdf } from "./demo-pdf.ts";

const pdf = (name: string, lines: string[]): DemoFile => ({
  name,
  type: "form",
  mimeType: "application/pdf",
  bytes: demoPdf(lines),
});

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
        files: [
          pdf("APC application 2025-2026.pdf", [
            "Annual Practising Certificate 2025/2026",
            "Aroha Ngata - dental hygienist",
          ]),
          receipt("INV-2025-004817", "Aroha Ngata", "12 March 2025"),
        ],
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
        files: [
          pdf("Peer relationship agreement.pdf", [
            "Professional peer relationship",
            "Aroha Ngata and Mere Parata",
          ]),
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
        files: [
          pdf("Collegial relationship - Ana Folau.pdf", [
            "Other professional relationship",
            "Aroha Ngata and Ana Folau (nursing)",
          ]),
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
        files: [
          pdf("Mentoring agreement - Wiremu Hohaia.pdf", [
            "Mentoring relationship",
            "Aroha Ngata (mentee) and Wiremu Hohaia (mentor)",
          ]),
        ],
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
        files: [
          pdf("Peer confirmation - Sione Taufa.pdf", [
            "Professional peer confirmation",
            "Sione Taufa, confirmed by Aroha Ngata",
          ]),
        ],
      },
      {
        formType: "ANNUAL-DECLARATION",
        name: "Annual declaration 2024",
        state: "completed",
        writeDate: nz("2024-03-22"),
        practitioner: "Mere Parata",
        confirmationDate: nz("2024-03-19"),
        declarationDate: nz("2024-03-22"),
        files: [pdf("Annual declaration 2024.pdf", ["Annual declaration 2024", "Aroha Ngata"])],
      },
      {
        formType: "ANNUAL-DECLARATION",
        name: "Annual declaration 2025",
        state: "completed",
        writeDate: nz("2025-03-20"),
        practitioner: "Sione Taufa",
        confirmationDate: nz("2025-03-18"),
        declarationDate: nz("2025-03-20"),
        files: [pdf("Annual declaration 2025.pdf", ["Annual declaration 2025", "Aroha Ngata"])],
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
        files: [
          pdf("APC application 2025-2026.pdf", [
            "Annual Practising Certificate 2025/2026",
            "Sione Taufa - dental therapist",
          ]),
          receipt("INV-2025-003952", "Sione Taufa", "5 March 2025"),
        ],
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
