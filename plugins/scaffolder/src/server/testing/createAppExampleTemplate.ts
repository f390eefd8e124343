import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The example template every new Backstage app ships, as `@backstage/create-app` writes it
 * (`examples/template/template.yaml` with its `content/` skeleton): the test fixture of "a
 * Backstage template runs unchanged". Parameters, steps and output are Backstage's, untouched;
 * only its comments are left out.
 */
export const CREATE_APP_TEMPLATE_YAML = `apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata:
  name: example-nodejs-template
  title: Example Node.js Template
  description: An example template for the scaffolder that creates a simple Node.js service
spec:
  owner: user:guest
  type: service

  parameters:
    - title: Fill in some steps
      required:
        - name
      properties:
        name:
          title: Name
          type: string
          description: Unique name of the component
          ui:autofocus: true
          ui:options:
            rows: 5
    - title: Choose a location
      required:
        - repoUrl
      properties:
        repoUrl:
          title: Repository Location
          type: string
          ui:field: RepoUrlPicker
          ui:options:
            allowedHosts:
              - github.com

  steps:
    - id: fetch-base
      name: Fetch Base
      action: fetch:template
      input:
        url: ./content
        values:
          name: \${{ parameters.name }}

    - id: publish
      name: Publish
      action: publish:github
      input:
        description: This is \${{ parameters.name }}
        repoUrl: \${{ parameters.repoUrl }}
        defaultBranch: 'main'

    - id: register
      name: Register
      action: catalog:register
      input:
        repoContentsUrl: \${{ steps['publish'].output.repoContentsUrl }}
        catalogInfoPath: '/catalog-info.yaml'

    - id: notify
      name: Notify
      action: notification:send
      input:
        recipients: entity
        entityRefs:
          - user:default/guest
        title: 'Template executed'
        info: 'Your template has been executed'
        severity: 'normal'

  output:
    links:
      - title: Repository
        url: \${{ steps['publish'].output.remoteUrl }}
      - title: Open in catalog
        icon: catalog
        entityRef: \${{ steps['register'].output.entityRef }}
`;

/** The skeleton `fetch-base` renders, by path relative to the template file. */
export const CREATE_APP_TEMPLATE_FILES: Readonly<Record<string, string>> = {
  'template.yaml': CREATE_APP_TEMPLATE_YAML,
  'content/index.js': "console.log('Hello from ${{ values.name }}!');\n",
  'content/package.json':
    '{\n  "name": ${{ values.name | dump }},\n  "private": true,\n  "dependencies": {}\n}\n',
  'content/package-lock.json':
    '{\n  "name": "${{ values.name }}",\n  "lockfileVersion": 3,\n  "requires": true,\n' +
    '  "packages": {\n    "": {\n      "name": "${{ values.name }}"\n    }\n  }\n}\n',
  'content/catalog-info.yaml':
    'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n' +
    '  name: ${{ values.name | dump }}\nspec:\n  type: service\n  owner: user:guest\n' +
    '  lifecycle: experimental\n',
};

/** Writes the template directory as an author keeps it; answers the template file's path. */
export async function writeCreateAppTemplate(directory: string): Promise<string> {
  for (const [relative, text] of Object.entries(CREATE_APP_TEMPLATE_FILES)) {
    const file = path.join(directory, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return path.join(directory, 'template.yaml');
}
