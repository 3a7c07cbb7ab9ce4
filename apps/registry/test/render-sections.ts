// The sections of a small form as the portal sends them to the render endpoint: every kind of
// value the PDF prints, markup-like text, a hidden field and a repeating group.
import type { Section } from "@portal/contract";

export const sampleSections = (): Section[] => [
  {
    title: "Practitioner",
    fieldGroups: [
      {
        groupId: "practitioner",
        fields: [
          {
            fieldName: "registration_number",
            label: "Registration number",
            renderType: "text",
            value: "RN-48213",
          },
          {
            fieldName: "declared_on",
            label: "Declared on",
            renderType: "date",
            value: "2026-03-07",
          },
          {
            fieldName: "employment",
            label: "Working as",
            renderType: "select",
            value: "contractor",
            fieldDetails: { options: [{ id: "contractor", name: "Contractor" }] },
          },
          {
            fieldName: "cv",
            label: "Curriculum vitae",
            renderType: "file_upload",
            value: [
              { fileName: "my-cv.pdf", fileSize: 10, mimeType: "application/pdf", base64: "" },
            ],
          },
          {
            fieldName: "notes",
            label: "Notes",
            renderType: "textarea",
            value: "<b>bold</b> {{x}} \\u0000 ) Tj",
          },
          { fieldName: "secret", label: "Hidden", renderType: "hidden", value: "never-printed" },
        ],
      },
      {
        groupId: "workplaces",
        hasMany: true,
        headerText: "Place of practice",
        fields: [
          {
            fieldName: "practice_name",
            label: "Practice name",
            renderType: "text",
            value: ["Harbour Dental", "Hill Clinic"],
          },
          {
            fieldName: "city",
            label: "Town or city",
            renderType: "text",
            value: ["Nelson", "Motueka"],
          },
        ],
      },
    ],
  },
];
